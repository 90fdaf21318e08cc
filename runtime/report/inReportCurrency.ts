import { CURRENCY_MINOR_DIGITS, type Currency } from '@/schemas/enums/currencies';
import type { Amounts } from './funnelReport';
import type { ReportRates } from './reportRates';

/** Money in the report's currency (ReportRates), and what could not be put in it. */
export type Converted = {
  /** Every amount with a rate, converted and summed, in minor units of the report's currency (to the unit). */
  amount: number;
  /** The amounts of currencies the rates have none for, each in its own currency: left out of `amount`, never guessed. */
  unconverted: Amounts;
};

/**
 * What one minor unit of a currency is worth in minor units of the report's currency (its rate, and the two currencies'
 * decimals); none without a rate.
 */
export function minorFactor(rates: ReportRates, currency: Currency): number | undefined {
  const rate = rates.rates[currency];
  return rate === undefined
    ? undefined
    : rate * 10 ** (CURRENCY_MINOR_DIGITS[rates.currency] - CURRENCY_MINOR_DIGITS[currency]);
}

/**
 * Amounts of several currencies as one sum in the report's currency: each at its rate, minor unit to minor unit (a
 * peso has none, a dollar two decimals). A currency without a rate is never converted: it is named apart, left out.
 */
export function inReportCurrency(amounts: Amounts, rates: ReportRates): Converted {
  let amount = 0;
  const unconverted: Amounts = {};
  for (const [currency, minor] of Object.entries(amounts) as [Currency, number][]) {
    const factor = minorFactor(rates, currency);
    if (factor === undefined) unconverted[currency] = minor;
    else amount += minor * factor;
  }
  // Plus 0: a sum of less than half a unit below nothing is 0, not -0.
  return { amount: Math.round(amount) + 0, unconverted };
}
