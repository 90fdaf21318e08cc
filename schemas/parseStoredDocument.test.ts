import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTRACT } from './contractSchema';
import type { DocumentKind } from './migrateDocument';
import { parseStoredDocument } from './parseStoredDocument';
import { StoredDocumentError } from './storedDocumentError';

const KINDS: readonly DocumentKind[] = ['funnel', 'flow'];

function read(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8'));
}
const fixture = (kind: DocumentKind) => read(`fixtures/funnels/palmistry/${kind}.json`);

function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseStoredDocument', () => {
  it.each(KINDS)('reads a stored contract-1 %s at the current contract', (kind) => {
    const { contract: _, ...stored } = fixture(kind);
    const parsed = parseStoredDocument(kind, stored);
    expect(parsed.contract).toBe(CURRENT_CONTRACT);
    expect(parsed).toEqual(fixture(kind));
  });

  it.each(KINDS)('reads a stored %s of the current contract as it is', (kind) => {
    const stored = fixture(kind);
    expect(parseStoredDocument(kind, stored)).toBe(stored);
  });

  it('does not run the semantic rules again: they held at publish', () => {
    // Structure holds, a branch points at a step that does not exist: refused at publish, readable once stored.
    const stored = read('fixtures/invalid/branch-to-missing-step.flow.json');
    expect(parseStoredDocument('flow', stored)).toBe(stored);
  });

  it.each([
    ['a newer contract', 'funnel', { ...fixture('funnel'), contract: CURRENT_CONTRACT + 1 }, '/contract', /newer/],
    ['a broken contract field', 'flow', { ...fixture('flow'), contract: 'two' }, '/contract', /whole number/],
    ['a broken structure', 'flow', { ...fixture('flow'), firstStep: 7 }, '/firstStep', /string/],
    ['a funnel read as a flow', 'flow', fixture('funnel'), '', /required/],
  ] as const)('refuses %s, naming the document, the field and the reason', (_, kind, stored, pointer, reason) => {
    const error = thrownBy(() => parseStoredDocument(kind, stored));
    expect(error).toBeInstanceOf(StoredDocumentError);
    expect(error).toMatchObject({ pointer, reason: expect.stringMatching(reason) });
    expect(error).toMatchObject({ message: expect.stringContaining(`The stored ${kind} palmistry version 1`) });
  });
});
