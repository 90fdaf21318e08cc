import { CURRENCY_MINOR_DIGITS, type Currency } from '@/schemas/enums/currencies';
import type { Amounts } from './funnelReport';
import type { Converted } from './inReportCurrency';

/** An amount in minor units as the report writes it: in units of its currency, with its own decimals (`8900 CLP`). */
export function amountText(minor: number, currency: Currency): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
}

/** Amounts in several currencies, each apart (they are never added up); `0` for none. */
export function amountsText(amounts: Amounts): string {
  const entries = Object.entries(amounts) as [Currency, number][];
  return entries.length === 0 ? '0' : entries.map(([currency, minor]) => amountText(minor, currency)).join(', ');
}

/**
 * A total in the report's currency, with the amounts that had no rate named after it, never added to it
 * (`40.79 USD + 8900 CLP without a rate`).
 */
export function convertedText({ amount, unconverted }: Converted, currency: Currency): string {
  const left = Object.keys(unconverted).length === 0 ? '' : ` + ${amountsText(unconverted)} without a rate`;
  return `${amountText(amount, currency)}${left}`;
}

/** Money per visit in the report's currency, rounded to its minor unit. */
export function perVisitText(minor: number, currency: Currency): string {
  return amountText(Math.round(minor), currency);
}

/** Money per visit in the report's currency with its 95% interval: `7.50 USD [0.00, 22.20]`. */
export function perVisitWithIntervalText(
  { mean, low, high }: { mean: number; low: number; high: number },
  currency: Currency,
): string {
  const number = (minor: number) => amountText(Math.round(minor), currency).split(' ')[0];
  return `${perVisitText(mean, currency)} [${number(low)}, ${number(high)}]`;
}
