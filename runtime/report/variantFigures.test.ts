import { describe, expect, it } from 'vitest';
import { meanInterval, wilsonInterval } from './experimentResults';
import type { ReportRates } from './reportRates';
import { type VariantRows, variantFigures } from './variantFigures';

/** Totals in dollars; a euro is 1.25 of them; the peso has no rate. */
const RATES: ReportRates = { currency: 'USD', rates: { USD: 1, EUR: 1.25 }, asOf: '2026-11-01', illustrative: false };
const low = { experimentId: 'price', variantId: 'low' } as const;
const high = { experimentId: 'price', variantId: 'high' } as const;
const none = { experimentId: '', variantId: '' } as const;
const rows = (change: Partial<VariantRows> = {}): VariantRows => ({
  visits: [],
  leads: [],
  paid: [],
  net: [],
  spread: [],
  ...change,
});

describe('variantFigures', () => {
  it('gives each variant its followed visits’ shares with intervals, and its counted visits apart', () => {
    const [figures] = variantFigures(
      rows({
        visits: [
          { ...low, population: 'followed', count: 10 },
          { ...low, population: 'counted', count: 30 },
        ],
        leads: [{ ...low, count: 4 }],
        paid: [{ ...low, count: 1 }],
      }),
      RATES,
    );
    expect(figures).toMatchObject({
      ...low,
      followed: {
        visits: 10,
        emailCapture: { count: 4, ...wilsonInterval(4, 10) },
        paid: { count: 1, ...wilsonInterval(1, 10) },
      },
      counted: { visits: 30 },
    });
  });

  it('totals its money in the report’s currency, naming a currency without a rate, and per visit from the spread', () => {
    const [figures] = variantFigures(
      rows({
        visits: [{ ...low, population: 'followed', count: 4 }],
        net: [
          { ...low, currency: 'USD', amount: 1500 },
          { ...low, currency: 'EUR', amount: 800 },
          { ...low, currency: 'CLP', amount: 8900 },
        ],
        // The variant's rows of two origins: one visit of 20 dollars, one of 5.
        spread: [
          { ...low, sum: 2000, squares: 2000 ** 2 },
          { ...low, sum: 500, squares: 500 ** 2 },
        ],
      }),
      RATES,
    );
    expect(figures?.followed.revenue).toEqual({ amount: 1500 + 1000, unconverted: { CLP: 8900 } });
    // Four visits: 20 and 5 dollars, and two that paid nothing (or only in pesos, which have no rate).
    expect(figures?.followed.revenuePerVisit).toEqual(meanInterval(2500, 2000 ** 2 + 500 ** 2, 4));
  });

  it('orders the variants by experiment and name, the visits in no experiment last', () => {
    const order = variantFigures(
      rows({
        visits: [
          { ...none, population: 'followed', count: 1 },
          { ...low, population: 'followed', count: 1 },
          { experimentId: 'banner', variantId: 'b', population: 'counted', count: 1 },
          { ...high, population: 'followed', count: 1 },
        ],
      }),
      RATES,
    ).map((v) => `${v.experimentId}/${v.variantId}`);
    expect(order).toEqual(['banner/b', 'price/high', 'price/low', '/']);
  });

  it('says nothing is a share of no visits', () => {
    const [figures] = variantFigures(rows({ leads: [{ ...high, count: 1 }] }), RATES);
    expect(figures?.followed).toMatchObject({
      visits: 0,
      emailCapture: { count: 1, rate: 0 },
      revenuePerVisit: { mean: 0 },
    });
  });
});
