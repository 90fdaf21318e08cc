import { describe, expect, it } from 'vitest';
import { differenceInterval, experimentResults, meanInterval, wilsonInterval } from './experimentResults';

const close = (interval: { rate: number; low: number; high: number }, expected: [number, number, number]) => {
  expect(interval.rate).toBeCloseTo(expected[0], 4);
  expect(interval.low).toBeCloseTo(expected[1], 4);
  expect(interval.high).toBeCloseTo(expected[2], 4);
};

describe('confidence intervals', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Table I (Wilson, method 3).
  it.each([
    [81, 263, [0.308, 0.2553, 0.3662]],
    [15, 148, [0.1014, 0.0624, 0.1605]],
    [0, 20, [0, 0, 0.1611]],
    [1, 29, [0.0345, 0.0061, 0.1718]],
  ] as const)("Wilson's interval for %i of %i", (successes, trials, expected) => {
    close(wilsonInterval(successes, trials), [...expected]);
  });

  it('knows nothing of no trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });

  // Newcombe (1998), "Interval estimation for the difference between independent proportions", Table II, method 10.
  it.each([
    [56, 70, 48, 80, [0.2, 0.0524, 0.3339]],
    [9, 10, 3, 10, [0.6, 0.1705, 0.809]],
    [5, 56, 0, 29, [0.0893, -0.0381, 0.1926]],
  ] as const)("Newcombe's interval for %i/%i less %i/%i", (s1, n1, s2, n2, expected) => {
    close(differenceInterval(wilsonInterval(s2, n2), wilsonInterval(s1, n1)), [...expected]);
  });
});

describe('an experiment’s results', () => {
  it('rates each variant over its visitors, and each against the first', () => {
    const results = experimentResults('paywall', [
      { variantId: 'a', exposed: 80, emails: 40, paid: 48, revenue: { USD: { sum: 4800, sumOfSquares: 480_000 } } },
      { variantId: 'b', exposed: 70, emails: 35, paid: 56, revenue: { USD: { sum: 11_200, sumOfSquares: 2_240_000 } } },
    ]);
    expect(results.variants.map((v) => v.variantId)).toEqual(['a', 'b']);
    expect(results.variants[0]?.paidDifference).toBeUndefined();
    close(results.variants[1]?.paidDifference ?? { rate: 9, low: 9, high: 9 }, [0.2, 0.0524, 0.3339]);
    expect(results.variants[1]?.emailRate.rate).toBe(0.5);
    expect(results.variants[1]?.revenue).toEqual({ USD: 11_200 });
    // 56 of 70 visitors paid 200 each: 160 a visitor on average.
    expect(results.variants[1]?.revenuePerVisitor.USD?.mean).toBe(160);
  });

  it.each([
    // Ten visitors, one of whom paid 1000: mean 100, sample deviation 316.2, half-width 1.96 × 316.2 / √10.
    [1000, 1_000_000, 10, [100, 100 - 195.996, 100 + 195.996]],
    [0, 0, 10, [0, 0, 0]],
    [500, 250_000, 1, [500, 500, 500]],
    [0, 0, 0, [0, 0, 0]],
  ] as const)('revenue per visitor of %i over %i squared, %i visitors', (sum, squares, n, [mean, low, high]) => {
    const interval = meanInterval(sum, squares, n);
    expect(interval.mean).toBeCloseTo(mean, 6);
    expect(interval.low).toBeCloseTo(low, 2);
    expect(interval.high).toBeCloseTo(high, 2);
  });
});
