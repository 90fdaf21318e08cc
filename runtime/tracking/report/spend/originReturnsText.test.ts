import { describe, expect, it } from 'vitest';
import { SAMPLE_REPORT } from '../../../../testing/sampleFunnelReport';
import { formatFunnelReport } from '../formatFunnelReport';
import { funnelReportCsv } from '../funnelReportCsv';
import { PART_WORDS } from '../reportWords';
import { originReturns } from './originReturns';

const RATES = { currency: 'USD', rates: { USD: 1, EUR: 1.25 }, asOf: '2026-11-01', illustrative: false } as const;
const returns = originReturns({
  spend: [
    { source: 'tiktok', campaign: 'spring', currency: 'EUR', amount: 6000 },
    { source: 'tiktok', campaign: 'spring', currency: 'EUR', amount: 4000 },
    { source: 'fb', campaign: 'autumn', currency: 'GBP', amount: 500 },
  ],
  customers: [
    { source: 'tiktok', campaign: 'spring', count: 2 },
    { source: 'google', campaign: '', count: 1 },
  ],
  money: [
    { source: 'tiktok', campaign: 'spring', operation: 'pay', currency: 'EUR', amount: 5000 },
    { source: 'tiktok', campaign: 'spring', operation: 'refund', currency: 'EUR', amount: 1000 },
    { source: 'google', campaign: '', operation: 'pay', currency: 'USD', amount: 2999 },
  ],
  // Four followed visits of spring are old enough for day 0, two for day 7, none for day 30.
  cohortVisits: [
    { source: 'tiktok', campaign: 'spring', day: 0, visits: 4 },
    { source: 'tiktok', campaign: 'spring', day: 7, visits: 2 },
  ],
  cohortMoney: [
    { source: 'tiktok', campaign: 'spring', day: 0, operation: 'pay', currency: 'EUR', amount: 2000 },
    { source: 'tiktok', campaign: 'spring', day: 7, operation: 'pay', currency: 'EUR', amount: 2000 },
    { source: 'tiktok', campaign: 'spring', day: 7, operation: 'refund', currency: 'EUR', amount: 400 },
  ],
  // The funnel's older visits grew 2.5 times from day 7 to day 30; none is 90 days old yet.
  histories: {
    30: { n: 4, x: 400, y: 1000, xx: 40_000, yy: 250_000, xy: 100_000 },
    90: { n: 0, x: 0, y: 0, xx: 0, yy: 0, xy: 0 },
  },
  youngCohorts: [{ source: 'tiktok', campaign: 'spring', n: 4, sum: 2000, sumOfSquares: 2_000_000 }],
  rates: RATES,
});

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

  it('is a table of the text report and rows of its CSV', () => {
    const text = formatFunnelReport({ ...SAMPLE_REPORT, returns });
    expect(text).toContain(`${PART_WORDS.returns}:`);
    expect(text).toMatch(/tiktok\s+spring\s+125\.00 USD\s+2\s+62\.50 USD\s+50\.00 USD\s+0\.40x/);
    expect(formatFunnelReport(SAMPLE_REPORT)).toContain('No spend imported for the range (funnel spend import).');
    const lines = funnelReportCsv({ ...SAMPLE_REPORT, returns }).split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'return by origin,tiktok,spring,,,,spend,100.00,EUR',
        'return by origin,tiktok,spring,,,,spend in report currency,125.00,USD',
        'return by origin,tiktok,spring,,,,customers,2,',
        'return by origin,tiktok,spring,,,,cost per customer,62.50,USD',
        'return by origin,tiktok,spring,,,,revenue net in report currency,50.00,USD',
        'return by origin,tiktok,spring,,,,return on ad spend,0.4000,',
        'return by origin,fb,autumn,,,,spend without a rate,5.00,GBP',
        'return by origin,tiktok,spring,,,,revenue per visit at day 30 estimated at day 7,12.50,USD',
      ]),
    );
  });
});
