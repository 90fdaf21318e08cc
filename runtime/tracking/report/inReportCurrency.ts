import { CURRENCY_MINOR_DIGITS, type Currency } from '../../../schemas/enums/currencies';
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
 * Amounts of several currencies as one sum in the report's currency: each at its rate, minor unit to minor unit (a
 * peso has none, a dollar two decimals). A currency without a rate is never converted: it is named apart, left out.
 */
export function inReportCurrency(amounts: Amounts, rates: ReportRates): Converted {
  let amount = 0;
  const unconverted: Amounts = {};
  for (const [currency, minor] of Object.entries(amounts) as [Currency, number][]) {
    const rate = rates.rates[currency];
    if (rate === undefined) unconverted[currency] = minor;
    else amount += minor * rate * 10 ** (CURRENCY_MINOR_DIGITS[rates.currency] - CURRENCY_MINOR_DIGITS[currency]);
  }
  // Plus 0: a sum of less than half a unit below nothing is 0, not -0.
  return { amount: Math.round(amount) + 0, unconverted };
}
