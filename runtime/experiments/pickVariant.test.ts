import { describe, expect, it } from 'vitest';
import { pickVariant } from './pickVariant';

const variants = (...weights: number[]) => weights.map((weight, i) => ({ id: `v${i}`, weight }));

describe('the variant a bucket gets', () => {
  it.each([
    ['an even split, its first half', variants(50, 50), 0, 'v0'],
    ['an even split, just below the middle', variants(50, 50), 0.4999, 'v0'],
    ['an even split, at the middle', variants(50, 50), 0.5, 'v1'],
    ['an even split, the last bucket', variants(50, 50), 0.9999, 'v1'],
    ['weights relative to their sum', variants(9, 1), 0.8999, 'v0'],
    ['weights relative to their sum, past them', variants(9, 1), 0.9, 'v1'],
    ['three ways', variants(1, 1, 2), 0.4999, 'v1'],
    ['a variant without weight gets no one', variants(0, 100), 0, 'v1'],
    ['a negative weight counts as none', variants(-5, 10), 0.2, 'v1'],
    ['every weight zero: no one is in the experiment', variants(0, 0), 0.3, undefined],
    ['no variant at all', variants(), 0.3, undefined],
    [
      'thirds that do not sum to one exactly: the last sliver is the last variant’s',
      variants(1, 1, 1),
      0.99999999,
      'v2',
    ],
  ])('%s', (_label, weighted, bucket, expected) => {
    expect(pickVariant(weighted, bucket)).toBe(expected);
  });
});
