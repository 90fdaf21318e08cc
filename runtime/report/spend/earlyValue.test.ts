import { describe, expect, it } from 'vitest';
import { seededRandom } from '@/testing/seededRandom';
import { type DaySevenCohort, earlyValue, type GrowthHistory } from './earlyValue';

/**
 * One visitor's money over 90 days, as the funnel sells: a 1.99 trial on day 0 (8%); of those, 40% convert at day 8 to
 * 29.99 a month, renewed every 30 days while they stay (85% a month); 5% of payers refunded their first charge at day
 * 3. Answers the money by day 7, day 30 and day 90 (a day's window: its first d + 1 days).
 */
function visitor(random: () => number, conversion: number): { d7: number; d30: number; d90: number } {
  const charges: [day: number, amount: number][] = [];
  if (random() < 0.08) {
    charges.push([0, 199]);
    if (random() < 0.05) charges.push([3, -199]);
    if (random() < conversion)
      for (let day = 8; day <= 90; day += 30) {
        charges.push([day, 2999]);
        if (random() > 0.85) break;
      }
  }
  const by = (d: number) => charges.filter(([day]) => day <= d).reduce((sum, [, amount]) => sum + amount, 0);
  return { d7: by(7), d30: by(30), d90: by(90) };
}

describe('the day-7 estimate of day 30 and day 90', () => {
  it('is the cohort’s day 7 grown as the funnel’s history grew, with an interval of both spreads', () => {
    const history: GrowthHistory = { n: 4, x: 400, y: 1000, xx: 40_000, yy: 250_000, xy: 100_000 };
    const cohort: DaySevenCohort = { n: 4, sum: 200, sumOfSquares: 20_000 };
    const estimate = earlyValue(history, cohort);
    expect(estimate?.growth).toBe(2.5);
    expect(estimate?.perVisit).toBe(125);
    expect(estimate?.low).toBeLessThan(125);
    expect(estimate?.high).toBeGreaterThan(125);
    expect(earlyValue({ ...history, n: 1 }, cohort)).toBeNull();
    expect(earlyValue({ ...history, x: 0 }, cohort)).toBeNull();
    expect(earlyValue(history, { ...cohort, n: 1 })).toBeNull();
  });

  it.each([
    // Cohorts that convert as the history did: a mean error of 7% at day 30 and 8% at day 90, and the interval holds
    // the truth in 93% and 91% of cohorts (measured; the money's skew makes it a little short of 95%).
    ['cohorts like the history', 0, { d30: 0.1, d90: 0.12 }, 0.9],
    // Cohorts whose conversion drifts five points either way (offers change): a mean error of 9% and 10%, and the
    // interval, which knows only the sampling, holds the truth less often (88% and 84%, measured).
    ['cohorts whose conversion drifts', 0.05, { d30: 0.15, d90: 0.15 }, 0.8],
  ])('is measured on a generated history whose truth is known: %s', (_, drift, maxError, minCovered) => {
    const random = seededRandom(41);
    const horizons = ['d30', 'd90'] as const;
    const results = { d30: { error: 0, covered: 0 }, d90: { error: 0, covered: 0 } };
    const COHORTS = 200;
    for (let c = 0; c < COHORTS; c++) {
      // The funnel's older visits (its history), and a young cohort of 2,000 read at day 7; its truth at day 30 and 90
      // is what those same visitors then bring.
      const conversion = 0.4 + (random() * 2 - 1) * drift;
      const history = { d30: empty(), d90: empty() };
      for (let v = 0; v < 20_000; v++) {
        const money = visitor(random, 0.4);
        for (const h of horizons) add(history[h], money.d7, money[h]);
      }
      const cohort: DaySevenCohort = { n: 0, sum: 0, sumOfSquares: 0 };
      const truth = { d30: 0, d90: 0 };
      for (let v = 0; v < 2000; v++) {
        const money = visitor(random, conversion);
        cohort.n += 1;
        cohort.sum += money.d7;
        cohort.sumOfSquares += money.d7 ** 2;
        truth.d30 += money.d30 / 2000;
        truth.d90 += money.d90 / 2000;
      }
      for (const h of horizons) {
        const estimate = earlyValue(history[h], cohort);
        if (estimate === null) throw new Error('no estimate');
        results[h].error += Math.abs(estimate.perVisit - truth[h]) / truth[h] / COHORTS;
        if (estimate.low <= truth[h] && truth[h] <= estimate.high) results[h].covered += 1 / COHORTS;
      }
    }
    for (const h of horizons) {
      expect(results[h].error).toBeLessThan(maxError[h]);
      expect(results[h].covered).toBeGreaterThan(minCovered);
    }
  });
});

function empty(): GrowthHistory {
  return { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0 };
}
function add(history: GrowthHistory, x: number, y: number): void {
  history.n += 1;
  history.x += x;
  history.y += y;
  history.xx += x * x;
  history.yy += y * y;
  history.xy += x * y;
}
