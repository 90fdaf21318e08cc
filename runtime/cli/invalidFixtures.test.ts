import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kindOfFile, readDocumentFiles } from '@/runtime/definitions/readDocumentFiles';
import { validateDocumentSet } from '@/runtime/definitions/validateDocumentSet';
import { runCli } from './runCli';

/**
 * fixtures/invalid holds broken funnel and flow documents, each breaking one rule, and expected.json
 * listing the errors every document must produce. The folder is validated as one set, as the CLI does,
 * so each funnel resolves to its flow by id among the same documents.
 */
type Expected = { pointer: string; rule: string };

const folder = relative(process.cwd(), fileURLToPath(new URL('../../fixtures/invalid/', import.meta.url))) || '.';
const manifest = JSON.parse(readFileSync(join(folder, 'expected.json'), 'utf8')) as Record<string, Expected[]>;
const documentFiles = readdirSync(folder)
  .filter((file) => kindOfFile(file) !== undefined)
  .sort();

const { documents, unreadable } = readDocumentFiles([folder]);
const reports = [...unreadable, ...validateDocumentSet(documents).reports];
const actual = new Map(reports.map((report) => [basename(report.name), report.errors]));

function sorted(errors: readonly Expected[]): Expected[] {
  return errors
    .map(({ pointer, rule }) => ({ pointer, rule }))
    .sort((a, b) => a.pointer.localeCompare(b.pointer) || a.rule.localeCompare(b.rule));
}

/**
 * The case a document belongs to: its file name up to the first dot, so a case may hold several
 * documents (`duplicate-funnel-id.first.funnel.json` beside `duplicate-funnel-id.funnel.json`).
 */
function caseOf(file: string): string {
  return file.split('.')[0] ?? file;
}

describe('fixtures/invalid', () => {
  it('lists every document of the folder in the manifest, and only those', () => {
    expect(Object.keys(manifest).sort()).toEqual(documentFiles);
    expect([...actual.keys()].sort()).toEqual(documentFiles);
  });

  it('holds at least 40 documents, at least 40 of them expected to be refused', () => {
    expect(documentFiles.length).toBeGreaterThanOrEqual(40);
    expect(Object.values(manifest).filter((errors) => errors.length > 0).length).toBeGreaterThanOrEqual(40);
  });

  it('expects at least one error of every case (a valid partner document alone is no case)', () => {
    const cases = new Map<string, number>();
    for (const [file, errors] of Object.entries(manifest))
      cases.set(caseOf(file), (cases.get(caseOf(file)) ?? 0) + errors.length);
    expect([...cases].filter(([, count]) => count === 0).map(([name]) => name)).toEqual([]);
  });

  it.each(Object.entries(manifest))('%s', (file, expected) => {
    expect(actual.has(file)).toBe(true);
    expect(sorted(actual.get(file) ?? [])).toEqual(sorted(expected));
  });
});

describe('funnel validate fixtures/invalid', () => {
  it('exits 1 and prints a line for each expected error', () => {
    const result = runCli(['validate', folder]);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n').filter((line) => line !== '');
    const expected = Object.entries(manifest).flatMap(([file, errors]) =>
      errors.map((e) => ({ prefix: `${join(folder, file)}: ${e.pointer || '/'} `, suffix: ` [${e.rule}]` })),
    );
    const missing = expected
      .filter(({ prefix, suffix }) => !lines.some((line) => line.startsWith(prefix) && line.endsWith(suffix)))
      .map(({ prefix, suffix }) => `${prefix}...${suffix}`);
    expect(missing).toEqual([]);
    expect(lines).toHaveLength(expected.length);
  });
});
