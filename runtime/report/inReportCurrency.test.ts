import { describe, expect, it } from 'vitest';
import type { Amounts } from './funnelReport';
import { type Converted, inReportCurrency } from './inReportCurrency';
import type { ReportRates } from './reportRates';

const rates = (currency: ReportRates['currency'], table: ReportRates['rates']): ReportRates => ({
  currency,
  rates: table,
  asOf: '2026-11-01',
  illustrative: false,
});
const DOLLARS = rates('USD', { USD: 1, EUR: 1.25, CLP: 0.001 });
const PESOS = rates('CLP', { CLP: 1, USD: 1000 });

describe('inReportCurrency', () => {
  it.each<[string, Amounts, ReportRates, Converted]>([
    ['nothing is nothing', {}, DOLLARS, { amount: 0, unconverted: {} }],
    ['the report’s own currency as it is', { USD: 2999 }, DOLLARS, { amount: 2999, unconverted: {} }],
    ['euros at their rate, cent to cent', { USD: 100, EUR: 400 }, DOLLARS, { amount: 600, unconverted: {} }],
    ['pesos, which have no cents, into cents', { CLP: 8900 }, DOLLARS, { amount: 890, unconverted: {} }],
    ['cents into pesos', { USD: 1999 }, PESOS, { amount: 19990, unconverted: {} }],
    ['to the nearest cent', { CLP: 8906 }, DOLLARS, { amount: 891, unconverted: {} }],
    [
      'a currency without a rate named apart, never in the total',
      { USD: 1000, GBP: 500, MXN: 700 },
      DOLLARS,
      { amount: 1000, unconverted: { GBP: 500, MXN: 700 } },
    ],
    ['a net below nothing', { USD: -1200, EUR: 400 }, DOLLARS, { amount: -700, unconverted: {} }],
    ['less than half a cent below nothing is 0', { CLP: -4 }, DOLLARS, { amount: 0, unconverted: {} }],
  ])('%s', (_, amounts, table, converted) => {
    expect(inReportCurrency(amounts, table)).toEqual(converted);
  });
});
