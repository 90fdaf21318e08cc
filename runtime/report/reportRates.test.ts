import { describe, expect, it } from 'vitest';
import { EMBEDDED_REPORT_RATES_FILE } from '@/runtime/platform/env.server';
import { readReportRates } from './readReportRates';
import { type RateTable, rateTableSchema, reportRatesOf } from './reportRates';

const TABLE: RateTable = {
  illustrative: false,
  asOf: '2026-11-01',
  base: 'USD',
  rates: { EUR: 1.25, CLP: 0.001 },
};

describe('reportRatesOf', () => {
  it.each([
    ['in the table’s base', 'USD', { USD: 1, EUR: 1.25, CLP: 0.001 }],
    ['in another of its currencies, through the base', 'EUR', { EUR: 1, USD: 0.8, CLP: 0.0008 }],
  ] as const)('gives each currency’s worth %s', (_, currency, expected) => {
    const rates = reportRatesOf(TABLE, currency);
    if (typeof rates === 'string') throw new Error(rates);
    expect(rates.currency).toBe(currency);
    for (const [other, rate] of Object.entries(expected))
      expect(rates.rates[other as keyof typeof expected]).toBeCloseTo(rate, 12);
    expect(Object.keys(rates.rates).sort()).toEqual(Object.keys(expected).sort());
  });

  it('refuses a report currency the table has no rate for: nothing could be put in it', () => {
    expect(reportRatesOf(TABLE, 'GBP')).toBe("has no rate for GBP, the report's currency (REPORT_CURRENCY)");
  });
});

describe('the rate table', () => {
  it.each([
    ['a rate of nothing', { ...TABLE, rates: { EUR: 0 } }],
    ['a negative rate', { ...TABLE, rates: { EUR: -1 } }],
    ['a currency not sold', { ...TABLE, rates: { JPY: 0.0067 } }],
    ['a day that is not one', { ...TABLE, asOf: '2026-02-30' }],
    ['no day', { ...TABLE, asOf: undefined }],
    ['an unknown field', { ...TABLE, rate: {} }],
  ])('refuses %s', (_, table) => {
    expect(rateTableSchema.safeParse(table).success).toBe(false);
  });

  it('of local replay says it is illustrative, and has a rate for every currency', async () => {
    const rates = await readReportRates({ REPORT_RATES_FILE: EMBEDDED_REPORT_RATES_FILE, REPORT_CURRENCY: 'EUR' });
    expect(rates.illustrative).toBe(true);
    expect(Object.keys(rates.rates)).toHaveLength(13);
  });

  it('that cannot be read, or is no table, is one error naming the file and what is wrong', async () => {
    await expect(readReportRates({ REPORT_RATES_FILE: 'nowhere/rates.json', REPORT_CURRENCY: 'USD' })).rejects.toThrow(
      /^REPORT_RATES_FILE nowhere\/rates\.json cannot be read as JSON \(ENOENT/,
    );
    await expect(readReportRates({ REPORT_RATES_FILE: 'package.json', REPORT_CURRENCY: 'USD' })).rejects.toThrow(
      /^REPORT_RATES_FILE package\.json is no rate table: asOf: .*; base: /,
    );
  });
});
