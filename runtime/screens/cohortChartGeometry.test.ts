import { describe, expect, it } from 'vitest';
import type { CohortDay, EstimateDay } from '@/runtime/report/spend/originReturns';
import {
  type ChartedReturn,
  COHORT_CHART,
  cohortChartGeometry,
  DAY_TICKS,
  dayX,
  MARKER_SHAPES,
  markerPath,
  moneyY,
  niceTicks,
  ORIGIN_STYLES,
} from './cohortChartGeometry';

const { width, height, margin } = COHORT_CHART;
const left = margin.left;
const right = width - margin.right;
const top = margin.top;
const bottom = height - margin.bottom;

/** An origin's return as the chart reads it: spend, [visits, per visit] at days 0, 7, 30, and its estimates. */
function origin(
  source: ChartedReturn['source'],
  campaign: string,
  spend: number,
  cohorts: [number, number][],
  estimates: Partial<Record<EstimateDay, { perVisit: number; low: number; high: number; visits: number }>> = {},
): ChartedReturn {
  return {
    source,
    campaign,
    spend: { amounts: { USD: spend }, total: { amount: spend, unconverted: {} } },
    cohorts: ([0, 7, 30] as CohortDay[]).map((day, i) => {
      const [visits, perVisit] = cohorts[i] ?? [0, 0];
      return { day, visits, revenue: { amount: visits * perVisit, unconverted: {} }, perVisit };
    }),
    estimates: ([30, 90] as EstimateDay[]).map((day) => {
      const e = estimates[day];
      return {
        day,
        visits: e?.visits ?? 0,
        estimate: e ? { perVisit: e.perVisit, low: e.low, high: e.high, growth: 2.5 } : null,
      };
    }),
  };
}

/** fb · spring: 40 visits read at days 0 and 7, none yet at day 30; an estimate of day 30, none of day 90. */
const SPRING = origin(
  'fb',
  'spring',
  5000,
  [
    [40, 50],
    [40, 120],
    [0, 0],
  ],
  { 30: { perVisit: 300, low: 200, high: 400, visits: 40 } },
);

describe('dayX: days since the visit began, on a square-root scale', () => {
  it.each([
    [0, left],
    [90, right],
    [7, left + Math.sqrt(7 / 90) * (right - left)],
    [30, left + Math.sqrt(30 / 90) * (right - left)],
  ])('puts day %i at x %f', (day, x) => {
    expect(dayX(day)).toBeCloseTo(x, 0);
  });

  it('maps 0, 7, 30 and 90 to increasing x, with 7 and 30 apart enough to be read', () => {
    const xs = DAY_TICKS.map(dayX);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    for (let i = 1; i < xs.length; i++) expect((xs[i] ?? 0) - (xs[i - 1] ?? 0)).toBeGreaterThan(40);
  });
});

describe('moneyY: money per visit, linear', () => {
  it.each([
    [{ low: 0, high: 400 }, 0, bottom],
    [{ low: 0, high: 400 }, 400, top],
    [{ low: 0, high: 400 }, 200, (top + bottom) / 2],
    [{ low: -100, high: 300 }, 0, bottom - (bottom - top) / 4],
    [{ low: -100, high: 300 }, -100, bottom],
  ])('in %o puts %i at y %f', (domain, minor, y) => {
    expect(moneyY(domain, minor)).toBeCloseTo(y, 0);
  });
});

describe('niceTicks', () => {
  it.each([
    [0, 400, [0, 100, 200, 300, 400]],
    [0, 120, [0, 50, 100, 150]],
    [-35, 120, [-50, 0, 50, 100, 150]],
    [0, 1999, [0, 500, 1000, 1500, 2000]],
    [-20, 800, [-200, 0, 200, 400, 600, 800]],
    [0, 3, [0, 1, 2, 3]],
    [0, 0, [0]],
  ])('covers %i to %i with %o', (low, high, ticks) => {
    expect(niceTicks(low, high)).toEqual(ticks);
  });

  it.each([
    [0, 7],
    [-1234, 56789],
    [0, 0.4],
    [-250, 0],
  ])('steps by 1, 2 or 5 times a power of ten, never under a minor unit, from %i to %i', (low, high) => {
    const ticks = niceTicks(low, high);
    expect(ticks[0]).toBeLessThanOrEqual(low);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(high);
    expect(ticks.length).toBeLessThanOrEqual(8);
    const step = (ticks[1] ?? 1) - (ticks[0] ?? 0);
    expect(step).toBeGreaterThanOrEqual(1);
    expect(step / 10 ** Math.floor(Math.log10(step))).toBeOneOf([1, 2, 5]);
    expect(ticks).toContain(0);
  });
});

describe('cohortChartGeometry', () => {
  it('labels the y ticks with money per visit, from zero to the highest value, interval included', () => {
    const chart = cohortChartGeometry([SPRING], 'USD');
    expect(chart.yTicks.map((t) => t.label)).toEqual(['0.00 USD', '1.00 USD', '2.00 USD', '3.00 USD', '4.00 USD']);
    expect(chart.yTicks[0]?.y).toBe(bottom);
    expect(chart.yTicks[4]?.y).toBe(top);
    expect(chart.zeroY).toBe(bottom);
    expect(chart.xTicks.map((t) => t.label)).toEqual(['0', '7', '30', '90']);
  });

  it('labels ticks in the currency’s own minor unit', () => {
    const chart = cohortChartGeometry([origin('tiktok', '', 100, [[10, 850]])], 'CLP');
    expect(chart.yTicks.map((t) => t.label)).toEqual(['0 CLP', '200 CLP', '400 CLP', '600 CLP', '800 CLP', '1000 CLP']);
  });

  it('draws a point only at the days with visits read, joined in a line', () => {
    const [line] = cohortChartGeometry([SPRING], 'USD').lines;
    expect(line?.points.map((p) => [p.day, p.x, p.y])).toEqual([
      [0, dayX(0), moneyY({ low: 0, high: 400 }, 50)],
      [7, dayX(7), moneyY({ low: 0, high: 400 }, 120)],
    ]);
    expect(line?.path).toBe(`M${dayX(0)} ${line?.points[0]?.y}L${dayX(7)} ${line?.points[1]?.y}`);
  });

  it('draws an estimate with its interval only where there is one, dashed from the last point read', () => {
    const [line] = cohortChartGeometry([SPRING], 'USD').lines;
    const domain = { low: 0, high: 400 };
    expect(line?.estimates.map((e) => [e.day, e.y, e.yLow, e.yHigh])).toEqual([
      [30, moneyY(domain, 300), moneyY(domain, 200), moneyY(domain, 400)],
    ]);
    const estimate = line?.estimates[0];
    expect(estimate?.whisker).toBe(
      `M${estimate?.x} ${moneyY(domain, 200)}V${moneyY(domain, 400)}` +
        `M${(estimate?.x ?? 0) - 3} ${moneyY(domain, 200)}h6M${(estimate?.x ?? 0) - 3} ${moneyY(domain, 400)}h6`,
    );
    expect(line?.dashedPath).toBe(`M${dayX(7)} ${moneyY(domain, 120)}L${estimate?.x} ${estimate?.y}`);
  });

  it.each([
    ['nothing read and no estimate', origin('google', 'brand', 10, []), 0, 0, '', ''],
    [
      'estimates without a point read',
      origin('google', 'brand', 10, [], {
        30: { perVisit: 10, low: 5, high: 15, visits: 3 },
        90: { perVisit: 20, low: 5, high: 35, visits: 3 },
      }),
      0,
      2,
      '',
      'M',
    ],
    [
      'day 30 read and estimated: the dash goes on to day 90 only',
      origin(
        'google',
        'brand',
        10,
        [
          [5, 10],
          [5, 20],
          [2, 30],
        ],
        { 30: { perVisit: 25, low: 5, high: 45, visits: 3 }, 90: { perVisit: 50, low: 5, high: 95, visits: 3 } },
      ),
      3,
      2,
      'M',
      'M',
    ],
  ])('with %s', (_, charted, points, estimates, path, dashed) => {
    const [line] = cohortChartGeometry([charted], 'USD').lines;
    expect(line?.points).toHaveLength(points);
    expect(line?.estimates).toHaveLength(estimates);
    expect(line?.path.slice(0, 1)).toBe(path);
    expect(line?.dashedPath.slice(0, 1)).toBe(dashed);
    expect(line?.dashedPath.split('L')).toHaveLength(dashed === '' ? 1 : 2);
  });

  it('reaches below zero when refunds made a value negative', () => {
    const refunded = origin('bing', 'refunds', 300, [
      [10, -30],
      [10, 80],
    ]);
    const chart = cohortChartGeometry([refunded], 'USD');
    expect(chart.yTicks[0]?.value).toBeLessThan(-30 + 1);
    expect(chart.yTicks.map((t) => t.label)).toContain('-0.40 USD');
    expect(chart.zeroY).toBeLessThan(bottom);
    const [dayZero] = chart.lines[0]?.points ?? [];
    expect(dayZero?.y).toBeGreaterThan(chart.zeroY);
    expect(dayZero?.y).toBeLessThanOrEqual(bottom);
  });

  it.each([
    [1, 1, 0],
    [6, 6, 0],
    [7, 6, 1],
    [10, 6, 4],
  ])('of %i origins draws %i, the ones with the most spend, and counts %i more', (count, drawn, more) => {
    const returns = Array.from({ length: count }, (_, i) => origin('fb', `c${i}`, (i * 3) % count, [[10, 100 + i]]));
    const chart = cohortChartGeometry(returns, 'USD');
    expect(chart.lines).toHaveLength(drawn);
    expect(chart.more).toBe(more);
    const spends = new Map(returns.map((r) => [`${r.source}:${r.campaign}`, r.spend.total.amount]));
    const drawnSpends = chart.lines.map((l) => spends.get(l.key) ?? -1);
    expect(drawnSpends).toEqual([...spends.values()].sort((a, b) => b - a).slice(0, drawn));
  });

  it('gives each origin drawn its own colour and its own marker', () => {
    const returns = Array.from({ length: 6 }, (_, i) => origin('fb', `c${i}`, 100 - i, [[10, 100]]));
    const lines = cohortChartGeometry(returns, 'USD').lines;
    expect(new Set(lines.map((l) => l.colour)).size).toBe(6);
    expect(new Set(lines.map((l) => l.shape)).size).toBe(6);
    expect(lines.map((l) => l.colour)).toEqual(ORIGIN_STYLES.map((s) => s.colour));
  });

  it('says each point’s figure, the origin named as the report names it', () => {
    const [line] = cohortChartGeometry([SPRING], 'USD').lines;
    expect([...(line?.points ?? []), ...(line?.estimates ?? [])].map((p) => p.title)).toEqual([
      'fb · spring, day 0: 0.50 USD per visit (40 visits)',
      'fb · spring, day 7: 1.20 USD per visit (40 visits)',
      'fb · spring, day 30 estimated at day 7: 3.00 USD [2.00, 4.00] per visit (40 visits)',
    ]);
    const [unnamed] = cohortChartGeometry([origin('', '', 0, [[1, 1999]])], 'USD').lines;
    expect(unnamed?.label).toBe('(none) · (none)');
    expect(unnamed?.points[0]?.title).toBe('(none) · (none), day 0: 19.99 USD per visit (1 visit)');
  });

  it('keeps every point, whisker and tick inside its frame', () => {
    const returns = Array.from({ length: 6 }, (_, i) =>
      origin(
        'fb',
        `c${i}`,
        100 - i,
        [
          [10, -200 + i * 90],
          [10, 300 * i],
          [10, 500 * i],
        ],
        {
          30: { perVisit: 600 * i, low: -100, high: 900 * i, visits: 10 },
          90: { perVisit: 900 * i, low: -100, high: 1500 * i, visits: 10 },
        },
      ),
    );
    const chart = cohortChartGeometry(returns, 'USD');
    const xs = chart.lines.flatMap((l) => [...l.points, ...l.estimates].map((p) => p.x));
    const ys = [
      ...chart.lines.flatMap((l) => [
        ...l.points.map((p) => p.y),
        ...l.estimates.flatMap((e) => [e.y, e.yLow, e.yHigh]),
      ]),
      ...chart.yTicks.map((t) => t.y),
    ];
    for (const x of xs) expect(x).toBeGreaterThanOrEqual(left - COHORT_CHART.dodge * 3);
    for (const x of xs) expect(x + COHORT_CHART.marker * 1.5).toBeLessThanOrEqual(width);
    for (const y of ys) expect(y).toBeGreaterThanOrEqual(top);
    for (const y of ys) expect(y).toBeLessThanOrEqual(bottom);
  });
});

describe('markerPath', () => {
  it.each(MARKER_SHAPES)('draws a closed %s around its point, within twice its radius', (shape) => {
    const d = markerPath(shape, 100, 50, 4);
    expect(d).toMatch(/^M.*Z$/);
    const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    expect(numbers.length).toBeGreaterThan(3);
    if (shape !== 'circle') {
      const pairs = numbers.map((n, i) => (i % 2 === 0 ? Math.abs(n - 100) : Math.abs(n - 50)));
      for (const distance of pairs) expect(distance).toBeLessThanOrEqual(8);
    }
  });
});
