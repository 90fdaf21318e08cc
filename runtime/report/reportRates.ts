import { z } from 'zod';
import { CURRENCIES, type Currency } from '@/schemas/enums/currencies';

/**
 * A rate table as the team keeps it in REPORT_RATES_FILE (docs/decisions/0038): what one unit of each currency is
 * worth in the table's base currency, on the day it names. No rate service is reached: the team decides its rates (a
 * month's, its bank's) and the report says which it used.
 */
export const rateTableSchema = z.strictObject({
  /** What the table is, for whoever opens the file. */
  note: z.string().optional(),
  /** A table of no market's rates (local replay's): the report says so beside every total. */
  illustrative: z.boolean().default(false),
  /** The day the rates are of. */
  asOf: z.iso.date(),
  base: z.enum(CURRENCIES),
  /** One unit of each currency in units of `base` (`"EUR": 1.08`); the base is 1 without saying. */
  rates: z.partialRecord(z.enum(CURRENCIES), z.number().positive().finite()),
});
export type RateTable = z.infer<typeof rateTableSchema>;

/** The report's currency, and what one unit of each other currency is worth in it, as the report converts. */
export type ReportRates = {
  currency: Currency;
  /** One unit of each currency in units of `currency` (itself 1); a currency not named has no rate and is never converted. */
  rates: Partial<Record<Currency, number>>;
  asOf: string;
  illustrative: boolean;
};

/**
 * The rates of a table in the report's currency: each currency's rate over the report currency's (both in the base).
 * A sentence when the table has no rate for the report's currency, so nothing could be put in it.
 */
export function reportRatesOf(table: RateTable, currency: Currency): ReportRates | string {
  const inBase: Partial<Record<Currency, number>> = { ...table.rates, [table.base]: 1 };
  const own = inBase[currency];
  if (own === undefined) return `has no rate for ${currency}, the report's currency (REPORT_CURRENCY)`;
  const rates = Object.fromEntries(
    (Object.entries(inBase) as [Currency, number][]).map(([other, rate]) => [
      other,
      other === currency ? 1 : rate / own,
    ]),
  );
  return { currency, rates, asOf: table.asOf, illustrative: table.illustrative };
}
