import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/testing/seededRandom';
import { differenceInterval, wilsonInterval } from './experimentResults';
import {
  confidenceSequence,
  meanDifferenceSequence,
  rateDifferenceSequence,
  type SampleSums,
} from './sequentialInterval';

const EXPERIMENTS = 400;
const DAYS = 30;
const VISITORS_A_DAY = 150;

/**
 * Runs experiments looked at every day: each day each variant gets its visitors, and `look` says whether that day's
 * interval misses the true difference. Answers the share of experiments whose interval missed it on any day.
 */
function everMissed(
  seed: number,
  visit: (random: () => number, variant: 0 | 1) => number,
  look: (a: SampleSums, b: SampleSums) => boolean,
): number {
  const random = seededRandom(seed);
  let missed = 0;
  for (let e = 0; e < EXPERIMENTS; e++) {
    const sums: [SampleSums, SampleSums] = [
      { n: 0, sum: 0, sumOfSquares: 0 },
      { n: 0, sum: 0, sumOfSquares: 0 },
    ];
    let miss = false;
    for (let day = 0; day < DAYS && !miss; day++) {
      for (const variant of [0, 1] as const)
        for (let v = 0; v < VISITORS_A_DAY; v++) {
          const value = visit(random, variant);
          sums[variant].n += 1;
          sums[variant].sum += value;
          sums[variant].sumOfSquares += value * value;
        }
      miss = look(sums[0], sums[1]);
    }
    if (miss) missed += 1;
  }
  return missed / EXPERIMENTS;
}

const RATES = [0.05, 0.06] as const;
const converts = (random: () => number, variant: 0 | 1) => (random() < RATES[variant] ? 1 : 0);
const TRUE_RATE_DIFFERENCE = RATES[1] - RATES[0];
const asRate = (s: SampleSums) => ({ successes: s.sum, trials: s.n });
/**
 * A visitor's money: most bring nothing, some a 1.99 trial, 3% the 29.99 plan; the second variant moves one visitor in
 * a hundred from nothing to the trial.
 */
const pays = (random: () => number, variant: 0 | 1) => {
  const nothing = 0.9 - (variant === 1 ? 0.01 : 0);
  const trial = 0.07 + (variant === 1 ? 0.01 : 0);
  const r = random();
  return r < nothing ? 0 : r < nothing + trial ? 199 : 2999;
};
const TRUE_REVENUE_DIFFERENCE = 0.01 * 199;

describe('always-valid intervals under daily looks (a seeded simulation)', () => {
  it('keep at least 95% coverage of a rate difference over thirty daily looks, where fixed intervals do not', () => {
    const sequential = everMissed(1, converts, (a, b) => {
      const { low, high } = rateDifferenceSequence(asRate(a), asRate(b));
      return TRUE_RATE_DIFFERENCE < low || TRUE_RATE_DIFFERENCE > high;
    });
    const fixed = everMissed(1, converts, (a, b) => {
      const { low, high } = differenceInterval(wilsonInterval(a.sum, a.n), wilsonInterval(b.sum, b.n));
      return TRUE_RATE_DIFFERENCE < low || TRUE_RATE_DIFFERENCE > high;
    });
    expect(sequential).toBeLessThanOrEqual(0.05);
    // Looked at daily, the fixed 95% interval misses the truth on some day far more often than 5%.
    expect(fixed).toBeGreaterThan(0.1);
  });

  it('keep at least 95% coverage when there is no difference at all (a false winner at most 5% of the time)', () => {
    const same = (random: () => number) => (random() < 0.05 ? 1 : 0);
    expect(
      everMissed(2, same, (a, b) => {
        const { low, high } = rateDifferenceSequence(asRate(a), asRate(b));
        return low > 0 || high < 0;
      }),
    ).toBeLessThanOrEqual(0.05);
  });

  it('keep at least 95% coverage of a difference in revenue per visitor, skewed as money is', () => {
    expect(
      everMissed(3, pays, (a, b) => {
        const { low, high } = meanDifferenceSequence(a, b);
        return TRUE_REVENUE_DIFFERENCE < low || TRUE_REVENUE_DIFFERENCE > high;
      }),
    ).toBeLessThanOrEqual(0.05);
  });

  it('narrow as visitors come, and tell a real difference apart in the end', () => {
    const at = (n: number) =>
      rateDifferenceSequence({ successes: 0.05 * n, trials: n }, { successes: 0.07 * n, trials: n });
    const widths = [500, 5000, 50_000].map((n) => at(n).high - at(n).low);
    expect(widths[0]).toBeGreaterThan(widths[1] ?? 0);
    expect(widths[1]).toBeGreaterThan(widths[2] ?? 0);
    expect(at(500).low).toBeLessThan(0);
    expect(at(50_000).low).toBeGreaterThan(0);
  });

  it.each([
    ['no visitors on a side', () => rateDifferenceSequence({ successes: 0, trials: 0 }, { successes: 1, trials: 9 })],
    [
      'fewer than two values',
      () => meanDifferenceSequence({ n: 1, sum: 5, sumOfSquares: 25 }, { n: 9, sum: 9, sumOfSquares: 9 }),
    ],
    ['no variance', () => confidenceSequence(0.5, 0, 1)],
  ])('say nothing with %s: an interval of everything', (_, interval) => {
    expect(interval()).toMatchObject({ low: -Infinity, high: Infinity });
  });

  it('read 0 of a thousand as a rate not known to be 0', () => {
    const { low, high } = rateDifferenceSequence({ successes: 0, trials: 1000 }, { successes: 0, trials: 1000 });
    expect(low).toBeLessThan(0);
    expect(high).toBeGreaterThan(0);
  });
});
