import { describe, expect, it } from 'vitest';
import { mutateDocument } from './mutateDocument';

/** Nodes in document order: 0 the root, 1 /a, 2 /a/0, 3 /a/1, 4 /b. */
const original = { a: [1, 2], b: 'x' };

describe('mutateDocument', () => {
  it('removes, replaces, borrows and duplicates the node aimed at, leaving the original as it was', () => {
    expect(mutateDocument(original, [{ op: 'remove', at: 2 }])).toEqual({ a: [2], b: 'x' });
    expect(mutateDocument(original, [{ op: 'replace', at: 4, value: null }])).toEqual({ a: [1, 2], b: null });
    expect(mutateDocument(original, [{ op: 'borrow', at: 4, from: 3 }])).toEqual({ a: [1, 2], b: 2 });
    expect(mutateDocument(original, [{ op: 'duplicate', at: 1 }])).toEqual({ a: [1, 2, 2], b: 'x' });
    expect(mutateDocument(original, [{ op: 'remove', at: 0 }])).toBeNull();
    expect(original).toEqual({ a: [1, 2], b: 'x' });
  });

  it('aims modulo the number of nodes, and applies changes in turn', () => {
    expect(mutateDocument(original, [{ op: 'replace', at: 9, value: 0 }])).toEqual({ a: [1, 2], b: 0 });
    expect(
      mutateDocument(original, [
        { op: 'remove', at: 1 },
        { op: 'replace', at: 1, value: 'y' },
      ]),
    ).toEqual({ b: 'y' });
  });

  it('adds a key named __proto__ as JSON.parse would: an own field, the prototype untouched', () => {
    const mutated = mutateDocument(original, [{ op: 'addKey', at: 0, key: '__proto__', value: { polluted: true } }]);
    expect(Object.getPrototypeOf(mutated)).toBe(Object.prototype);
    expect(JSON.stringify(mutated)).toBe('{"a":[1,2],"b":"x","__proto__":{"polluted":true}}');
  });
});
