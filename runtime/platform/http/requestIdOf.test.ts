import { describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER, requestIdOf } from './requestIdOf';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it("keeps the caller's id", () => {
    const id = '7d0f2a7e-7c1b-4d8e-9a51-3f7c2b1e0a99';
    expect(requestIdOf(new Headers({ [REQUEST_ID_HEADER]: id }))).toBe(id);
  });

  it.each([
    ['none', {}],
    ['an empty one', { [REQUEST_ID_HEADER]: '' }],
    ['markup', { [REQUEST_ID_HEADER]: '<script>alert(1)</script>' }],
    ['one too long', { [REQUEST_ID_HEADER]: 'a'.repeat(65) }],
    ['a log line of its own', { [REQUEST_ID_HEADER]: 'abcdefgh\tlevel=error' }],
  ])('makes a new one for %s', (_, headers) => {
    expect(requestIdOf(new Headers(headers))).toMatch(UUID);
  });
});
