import { describe, expect, it } from 'vitest';
import { fnv1a32 } from './fnv1a32';

describe('FNV-1a, 32 bits', () => {
  // The reference vectors published with the algorithm (Noll's test suite).
  it.each([
    ['', 0x811c9dc5],
    ['a', 0xe40c292c],
    ['b', 0xe70c2de5],
    ['foobar', 0xbf9cf968],
    ['chongo was here!\n', 0xd49930d5],
  ])('%j hashes to %i', (text, hash) => {
    expect(fnv1a32(text)).toBe(hash);
  });
});
