import { describe, expect, it } from 'vitest';
import { discounted } from './discounted';

describe('discounted', () => {
  it.each([
    [4999, 40, 2999],
    [999, 40, 599],
    [1999, 15, 1699],
    [100, 33, 67],
    [5, 50, 3],
    [1000, 0, 1000],
    [1000, 100, 0],
  ])('%i less %i%% is %i minor units', (minor, percent, expected) => {
    expect(discounted(minor, percent)).toBe(expected);
  });
});
