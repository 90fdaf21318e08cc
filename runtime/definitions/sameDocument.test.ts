import { describe, expect, it } from 'vitest';
import { sameDocument } from './sameDocument';

describe('same document', () => {
  it.each([
    [{ a: 1, b: { c: [1, { d: 2, e: 3 }] } }, { b: { c: [1, { e: 3, d: 2 }] }, a: 1 }, true],
    [{ a: 1 }, { a: 2 }, false],
    [{ a: [1, 2] }, { a: [2, 1] }, false],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: null }, { a: 1 }, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(sameDocument(a, b)).toBe(same);
  });
});
