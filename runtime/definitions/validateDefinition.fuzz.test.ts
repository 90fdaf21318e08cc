import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorPointerProblems } from '@/testing/errorPointerProblems';
import { fixtureDocuments } from '@/testing/fixtureDocuments';
import { fuzzParameters, fuzzRuns, fuzzTimeout } from '@/testing/fuzzRuns';
import { mutateDocument, mutationsArbitrary } from '@/testing/mutateDocument';
import { validateFlow, validateFunnel } from './validateDefinition';

/**
 * Bad input through the definition validator (issue 16): random JSON, and valid fixtures broken in one to four
 * places. Whatever it is given, it returns, never throws; a refusal holds at least one error, and every error names
 * its rule, says a sentence and points (a JSON pointer) at the node at fault or at the missing field.
 */
const RUNS = fuzzRuns();
const TIMEOUT = fuzzTimeout(RUNS, 5);
const fixtures = fixtureDocuments();
const validators = { funnel: validateFunnel, flow: validateFlow } as const;

function checkOutcome(document: unknown, result: ReturnType<typeof validateFlow | typeof validateFunnel>): void {
  if (result.ok) return;
  expect(result.errors.length).toBeGreaterThan(0);
  expect(errorPointerProblems(document, result.errors)).toEqual([]);
}

describe.each(Object.entries(validators))('validating a %s document', (_kind, validate) => {
  it(
    `answers any JSON value with a verdict, errors pointing into it (${RUNS} runs)`,
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), (document) => {
          checkOutcome(document, validate(document));
        }),
        fuzzParameters(),
      );
    },
    TIMEOUT,
  );

  it(
    `answers any broken fixture with a verdict, errors pointing into it (${RUNS} runs)`,
    () => {
      const kind = _kind as 'funnel' | 'flow';
      fc.assert(
        fc.property(fc.constantFrom(...fixtures), mutationsArbitrary, (fixture, mutations) => {
          const document = mutateDocument(fixture[kind], mutations);
          checkOutcome(document, validate(document));
        }),
        fuzzParameters(),
      );
    },
    TIMEOUT,
  );
});

describe('the fuzzing itself', () => {
  it('starts from fixtures the validator accepts, and breaks them into documents it refuses', () => {
    for (const fixture of fixtures) {
      expect(validateFunnel(fixture.funnel).ok, fixture.name).toBe(true);
      expect(validateFlow(fixture.flow).ok, fixture.name).toBe(true);
    }
    const refused = fc
      .sample(fc.tuple(fc.constantFrom(...fixtures), mutationsArbitrary), { numRuns: 200, seed: 16 })
      .filter(([fixture, mutations]) => !validateFlow(mutateDocument(fixture.flow, mutations)).ok);
    // Most changes break a flow; a fuzzer whose changes all pass would test nothing.
    expect(refused.length).toBeGreaterThan(100);
  });
});
