import { describe, expect, it } from 'vitest';
import { formatFunnelReport } from '@/runtime/report/formatFunnelReport';
import { funnelReportCsv } from '@/runtime/report/funnelReportCsv';
import { PART_WORDS } from '@/runtime/report/reportWords';
import { SAMPLE_REPORT } from '@/testing/sampleFunnelReport';
import { type OriginReturn, type OriginReturnsInput, originReturns } from './originReturns';

const RATES = { currency: 'USD', rates: { USD: 1, EUR: 1.25 }, asOf: '2026-11-01', illustrative: false } as const;
/** Rows of visits of no ad, outside any experiment. */
const OUTSIDE = { ad: '', experimentId: '', variantId: '' };
const INPUT: OriginReturnsInput = {
  spend: [
    { source: 'tiktok', campaign: 'spring', ad: '', currency: 'EUR', amount: 6000 },
    { source: 'tiktok', campaign: 'spring', ad: '', currency: 'EUR', amount: 4000 },
    { source: 'fb', campaign: 'autumn', ad: '', currency: 'GBP', amount: 500 },
  ],
  customers: [
    { ...OUTSIDE, level: 'origin', source: 'tiktok', campaign: 'spring', count: 2 },
    { ...OUTSIDE, level: 'origin', source: 'google', campaign: '', count: 1 },
  ],
  money: [
    { ...OUTSIDE, source: 'tiktok', campaign: 'spring', operation: 'pay', currency: 'EUR', amount: 5000 },
    { ...OUTSIDE, source: 'tiktok', campaign: 'spring', operation: 'refund', currency: 'EUR', amount: 1000 },
    { ...OUTSIDE, source: 'google', campaign: '', operation: 'pay', currency: 'USD', amount: 2999 },
  ],
  // Four followed visits of spring are old enough for day 0, two for day 7, none for day 30.
  cohortVisits: [
    { ...OUTSIDE, source: 'tiktok', campaign: 'spring', day: 0, visits: 4 },
    { ...OUTSIDE, source: 'tiktok', campaign: 'spring', day: 7, visits: 2 },
  ],
  cohortMoney: [
    { ...OUTSIDE, source: 'tiktok', campaign: 'spring', day: 0, operation: 'pay', currency: 'EUR', amount: 2000 },
    { ...OUTSIDE, source: 'tiktok', campaign: 'spring', day: 7, operation: 'pay', currency: 'EUR', amount: 2000 },
    { ...OUTSIDE, source: 'tiktok', campaign: 'spring', day: 7, operation: 'refund', currency: 'EUR', amount: 400 },
  ],
  // The funnel's older visits grew 2.5 times from day 7 to day 30; none is 90 days old yet.
  histories: {
    30: { n: 4, x: 400, y: 1000, xx: 40_000, yy: 250_000, xy: 100_000 },
    90: { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0 },
  },
  youngCohorts: [{ ...OUTSIDE, source: 'tiktok', campaign: 'spring', n: 4, sum: 2000, sumOfSquares: 2_000_000 }],
  starts: [{ ...OUTSIDE, source: 'tiktok', campaign: 'spring', visits: 4 }],
  rates: RATES,
};
const returns = originReturns(INPUT);

describe('each origin’s return on its spend', () => {
  it('divides the spend in all by the customers, and the customers’ net by the spend, the most spent first', () => {
    expect(returns.map((o) => [o.source, o.campaign, o.spend.total, o.customers, o.cac, o.roas])).toEqual([
      ['tiktok', 'spring', { amount: 12500, unconverted: {} }, 2, 6250, 5000 / 12500],
      // A currency without a rate is named apart, never added: no cost or return of nothing converted.
      ['fb', 'autumn', { amount: 0, unconverted: { GBP: 500 } }, 0, null, null],
      ['google', '', { amount: 0, unconverted: {} }, 1, null, null],
    ]);
  });

  it('reads revenue per followed visit at days 0, 7 and 30, of the visits old enough for each', () => {
    expect(returns[0]?.cohorts).toEqual([
      { day: 0, visits: 4, revenue: { amount: 2500, unconverted: {} }, perVisit: 625 },
      { day: 7, visits: 2, revenue: { amount: 2000, unconverted: {} }, perVisit: 1000 },
      { day: 30, visits: 0, revenue: { amount: 0, unconverted: {} }, perVisit: 0 },
    ]);
  });

  it('estimates at day 7 the revenue per visit at day 30 from the funnel’s history, and nothing without one', () => {
    expect(returns[0]?.estimates.map((e) => [e.day, e.visits, e.estimate?.perVisit])).toEqual([
      [30, 4, 1250],
      [90, 4, undefined],
    ]);
    expect(returns[1]?.estimates.every((e) => e.visits === 0 && e.estimate === null)).toBe(true);
  });

  it('gives each variant the share of the spend its followed visits were, and its own customers and money', () => {
    const inVariant = (variantId: string) => ({
      source: 'fb' as const,
      campaign: 'x',
      ad: '',
      experimentId: 'e1',
      variantId,
    });
    const [origin] = originReturns({
      spend: [{ source: 'fb', campaign: 'x', ad: '', currency: 'USD', amount: 10_000 }],
      starts: [
        { ...inVariant('a'), visits: 30 },
        { ...inVariant('b'), visits: 10 },
      ],
      // A customer who came before the experiment: the origin's, no variant's.
      customers: [
        { ...inVariant(''), experimentId: '', level: 'origin', count: 5 },
        { ...inVariant('a'), level: 'variant', count: 3 },
        { ...inVariant('b'), level: 'variant', count: 1 },
      ],
      money: [
        { ...inVariant('a'), operation: 'pay', currency: 'USD', amount: 9000 },
        { ...inVariant('b'), operation: 'pay', currency: 'USD', amount: 2000 },
        { ...inVariant('b'), operation: 'refund', currency: 'USD', amount: 500 },
        { ...inVariant(''), experimentId: '', operation: 'pay', currency: 'USD', amount: 1000 },
      ],
      cohortVisits: [
        { ...inVariant('a'), day: 0, visits: 30 },
        { ...inVariant('b'), day: 0, visits: 10 },
      ],
      cohortMoney: [
        { ...inVariant('a'), day: 0, operation: 'pay', currency: 'USD', amount: 6000 },
        { ...inVariant('b'), day: 0, operation: 'pay', currency: 'USD', amount: 1000 },
      ],
      histories: INPUT.histories,
      youngCohorts: [
        { ...inVariant('a'), n: 30, sum: 6000, sumOfSquares: 3_000_000 },
        { ...inVariant('b'), n: 10, sum: 1500, sumOfSquares: 500_000 },
      ],
      rates: RATES,
    });
    expect([origin?.spend.total.amount, origin?.customers, origin?.cac, origin?.roas]).toEqual([10_000, 5, 2000, 1.15]);
    expect(origin?.cohorts[0]).toMatchObject({ visits: 40, perVisit: 175 });
    expect(
      origin?.variants.map((v) => [v.variantId, v.share, v.spend.total.amount, v.customers, v.cac, v.roas]),
    ).toEqual([
      ['a', 0.75, 7500, 3, 2500, 1.2],
      ['b', 0.25, 2500, 1, 2500, 0.6],
    ]);
    expect(origin?.variants.map((v) => [v.cohorts[0]?.perVisit, v.estimates[0]?.estimate?.perVisit])).toEqual([
      [200, 500],
      [100, 375],
    ]);
    // Outside an experiment an origin has no variants.
    expect(returns.every((o) => o.variants.length === 0)).toBe(true);
    const text = formatFunnelReport({ ...SAMPLE_REPORT, returns: [origin as OriginReturn] });
    expect(text).toMatch(/fb\s+x\s+100\.00 USD\s+5\s+20\.00 USD\s+115\.00 USD\s+1\.15x/);
    expect(text).toMatch(/\n\s+variant a 75\.0%\s+75\.00 USD\s+3\s+25\.00 USD\s+90\.00 USD\s+1\.20x/);
    expect(text).toMatch(/\n\s+variant b 25\.0%\s+25\.00 USD\s+1\s+25\.00 USD\s+15\.00 USD\s+0\.60x/);
    expect(funnelReportCsv({ ...SAMPLE_REPORT, returns: [origin as OriginReturn] }).split('\r\n')).toEqual(
      expect.arrayContaining([
        'return by origin,fb,x,,,,,customers,5,',
        'return by origin and variant,fb,x,,e1,a,,share of followed visits,0.7500,',
        'return by origin and variant,fb,x,,e1,a,,spend in report currency,75.00,USD',
        'return by origin and variant,fb,x,,e1,b,,cost per customer,25.00,USD',
        'return by origin and variant,fb,x,,e1,b,,return on ad spend,0.6000,',
      ]),
    );
  });

  it('is a table of the text report and rows of its CSV', () => {
    const text = formatFunnelReport({ ...SAMPLE_REPORT, returns });
    expect(text).toContain(`${PART_WORDS.returns}:`);
    expect(text).toMatch(/tiktok\s+spring\s+125\.00 USD\s+2\s+62\.50 USD\s+50\.00 USD\s+0\.40x/);
    expect(formatFunnelReport(SAMPLE_REPORT)).toContain('No spend imported for the range (funnel spend import).');
    const lines = funnelReportCsv({ ...SAMPLE_REPORT, returns }).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'return by origin,tiktok,spring,,,,,spend,100.00,EUR',
        'return by origin,tiktok,spring,,,,,spend in report currency,125.00,USD',
        'return by origin,tiktok,spring,,,,,customers,2,',
        'return by origin,tiktok,spring,,,,,cost per customer,62.50,USD',
        'return by origin,tiktok,spring,,,,,revenue net in report currency,50.00,USD',
        'return by origin,tiktok,spring,,,,,return on ad spend,0.4000,',
        'return by origin,fb,autumn,,,,,spend without a rate,5.00,GBP',
        'return by origin,tiktok,spring,,,,,revenue per visit at day 30 estimated at day 7,12.50,USD',
      ]),
    );
  });
});
