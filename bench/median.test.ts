import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[5], 5],
    [[10, 10, 90], 10],
  ])('of %j is %d', (samples, expected) => {
    expect(median(samples)).toBe(expected);
  });

  it('is NaN without samples', () => {
    expect(median([])).toBeNaN();
  });
});
