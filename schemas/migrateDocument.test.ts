import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_CONTRACT } from './contractSchema';
import { type DocumentKind, migrateDocument } from './migrateDocument';

const KINDS: readonly DocumentKind[] = ['funnel', 'flow'];
const SLUGS = readdirSync('fixtures/funnels');

function fixture(slug: string, kind: DocumentKind): Record<string, unknown> {
  return JSON.parse(readFileSync(`fixtures/funnels/${slug}/${kind}.json`, 'utf8'));
}

/** A fixture as it was written before documents named their contract. */
function contractOne(slug: string, kind: DocumentKind): Record<string, unknown> {
  const { contract: _, ...unnamed } = fixture(slug, kind);
  return unnamed;
}

const everyFixture = SLUGS.flatMap((slug) => KINDS.map((kind) => [`${kind} ${slug}`, slug, kind] as const));

describe('migrateDocument', () => {
  it('knows the contract every fixture declares', () => {
    expect(SLUGS.length).toBeGreaterThan(10);
    for (const [, slug, kind] of everyFixture) expect(fixture(slug, kind).contract).toBe(CURRENT_CONTRACT);
  });

  it.each(everyFixture)('brings the contract-1 %s (no contract field) to the current contract', (_, slug, kind) => {
    const old = contractOne(slug, kind);
    const kept = structuredClone(old);
    expect(migrateDocument(kind, old)).toEqual({ ok: true, document: fixture(slug, kind) });
    expect(old).toEqual(kept);
  });

  it.each(KINDS)('reads a %s that names contract 1 as one that names none', (kind) => {
    const named = { ...contractOne('palmistry', kind), contract: 1 };
    expect(migrateDocument(kind, named)).toEqual({ ok: true, document: fixture('palmistry', kind) });
  });

  it.each(KINDS)('gives a %s of the current contract back as it is', (kind) => {
    const current = fixture('palmistry', kind);
    const migrated = migrateDocument(kind, current);
    expect(migrated.ok && migrated.document).toBe(current);
  });

  it.each([
    ['a string', 'palmistry'],
    ['null', null],
    ['an array', [{ contract: 99 }]],
  ])('leaves %s for the validators to refuse', (_, document) => {
    expect(migrateDocument('flow', document)).toEqual({ ok: true, document });
  });

  it.each([
    [
      'a newer contract',
      CURRENT_CONTRACT + 1,
      new RegExp(`^is ${CURRENT_CONTRACT + 1}, newer than this runtime reads \\(contracts 1 to ${CURRENT_CONTRACT}\\)`),
    ],
    ['a much newer contract', 40, /^is 40, newer than this runtime reads/],
    ['contract 0', 0, /^must be a whole number, 1 or more/],
    ['a fraction', 1.5, /^must be a whole number/],
    ['a string', String(CURRENT_CONTRACT), /^must be a whole number/],
    ['null', null, /^must be a whole number/],
  ])('refuses %s with a pointer at /contract and a reason', (_, contract, reason) => {
    for (const kind of KINDS) {
      const migrated = migrateDocument(kind, { ...fixture('palmistry', kind), contract });
      expect(migrated).toEqual({
        ok: false,
        error: { pointer: '/contract', rule: 'contract', message: expect.stringMatching(reason) },
      });
    }
  });
});
