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
  money: [],
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

  it('puts each visit’s money in the report’s currency before its mean and interval, naming a currency without a rate', () => {
    const [figures] = variantFigures(
      rows({
        visits: [{ ...low, population: 'followed', count: 4 }],
        money: [
          // One visit paid in dollars and in euros: one visit's 10 + 1.25 × 8 = 20 dollars.
          { ...low, visitId: 'a', currency: 'USD', net: 1000 },
          { ...low, visitId: 'a', currency: 'EUR', net: 800 },
          { ...low, visitId: 'b', currency: 'USD', net: 500 },
          { ...low, visitId: 'c', currency: 'CLP', net: 8900 },
        ],
      }),
      RATES,
    );
    expect(figures?.followed.revenue).toEqual({ amount: 2500, unconverted: { CLP: 8900 } });
    // Four visits: 20 and 5 dollars, the peso visit's 0 (no rate) and one that paid nothing.
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
