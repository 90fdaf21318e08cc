import { CURRENCY_MINOR_DIGITS, type Currency } from '../../../schemas/enums/currencies';
import type { Amounts } from './funnelReport';

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

/** Amounts per visit, each rounded to its currency's minor unit, as `amountsText` writes them. */
export function perVisitText(amounts: Amounts): string {
  return amountsText(
    Object.fromEntries(Object.entries(amounts).map(([currency, amount]) => [currency, Math.round(amount)])),
  );
}
