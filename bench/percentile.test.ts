import { describe, expect, it } from 'vitest';
import { percentile } from './percentile';

describe('percentile (nearest rank)', () => {
  const oneToTwenty = Array.from({ length: 20 }, (_, i) => 20 - i);
  it.each([
    [oneToTwenty, 50, 10],
    [oneToTwenty, 95, 19],
    [oneToTwenty, 99, 20],
    [oneToTwenty, 100, 20],
    [oneToTwenty, 0, 1],
    [[7], 95, 7],
    [[3, 1, 2], 50, 2],
  ])('of %j at p%d is %d', (samples, p, expected) => {
    expect(percentile(samples, p)).toBe(expected);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
