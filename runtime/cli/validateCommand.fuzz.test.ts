import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { errorPointerProblems } from '@/testing/errorPointerProblems';
import { fixtureDocuments } from '@/testing/fixtureDocuments';
import { fuzzParameters, fuzzRuns, fuzzTimeout } from '@/testing/fuzzRuns';
import { mutateDocument, mutationsArbitrary } from '@/testing/mutateDocument';
import { validateCommand } from './validateCommand';

/**
 * Bad input through `funnel validate` (issue 16): a folder of a funnel and a flow file holding random text, random
 * JSON, or a fixture broken in one to four places, or a file of neither kind. The command always answers (exit 0
 * when all is valid, else 1, never a throw); in JSON every file it refuses has errors, each with a rule, a sentence
 * and a JSON pointer into that file's document; in text one line per error.
 */
const RUNS = fuzzRuns();
const TIMEOUT = fuzzTimeout(RUNS, 20);
const fixtures = fixtureDocuments();
const root = mkdtempSync(join(tmpdir(), 'validate-fuzz-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Report = {
  valid: boolean;
  files: {
    file: string;
    kind: string | null;
    valid: boolean;
    errors: { pointer: string; rule: string; message: string }[];
  }[];
};

/** What a file may hold: text that may not be JSON, any JSON, or a fixture document broken, as written to disk. */
function contentArbitrary(kind: 'funnel' | 'flow'): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.json(),
    fc.constantFrom('', '{', '[1,]', '\ufeff{}', 'null', '{"contract": 99}', '{"a":1}{"b":2}'),
    fc
      .tuple(fc.constantFrom(...fixtures), mutationsArbitrary)
      .map(([fixture, mutations]) => JSON.stringify(mutateDocument(fixture[kind], mutations))),
  );
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

describe('funnel validate on broken files', () => {
  let run = 0;
  it(
    `answers every folder with exit 0 or 1 and errors pointing into each refused file (${RUNS} runs)`,
    () => {
      fc.assert(
        fc.property(
          contentArbitrary('funnel'),
          contentArbitrary('flow'),
          fc.option(fc.string({ maxLength: 20 })),
          fc.boolean(),
          (funnelText, flowText, strayText, json) => {
            const dir = join(root, String(run++));
            mkdirSync(dir);
            const texts = new Map([
              [join(dir, 'funnel.json'), funnelText],
              [join(dir, 'flow.json'), flowText],
            ]);
            // A JSON file named as neither kind, which a folder search skips: given by name, it is refused.
            if (strayText !== null) texts.set(join(dir, 'notes.json'), strayText);
            for (const [file, text] of texts) writeFileSync(file, text);
            let result: ReturnType<typeof validateCommand>;
            try {
              result = validateCommand([...texts.keys()], json);
            } finally {
              rmSync(dir, { recursive: true, force: true });
            }
            expect([0, 1]).toContain(result.code);
            if (!json) {
              expect(result.stderr).toMatch(/^\d+ documents?, \d+ invalid, \d+ errors?\n$/);
              for (const line of result.stdout.split('\n').filter(Boolean))
                expect(line).toMatch(/^\S+: \/\S* .+ \[[\w-]+\]$/);
              return;
            }
            const report = JSON.parse(result.stdout) as Report;
            expect(report.files.map((f) => f.file).sort()).toEqual([...texts.keys()].sort());
            expect(result.code).toBe(report.valid ? 0 : 1);
            for (const file of report.files) {
              expect(file.valid).toBe(file.errors.length === 0);
              const document = parsedOrUndefined(texts.get(file.file) ?? '');
              expect(errorPointerProblems(document, file.errors), file.file).toEqual([]);
            }
          },
        ),
        fuzzParameters(),
      );
    },
    TIMEOUT,
  );
});
