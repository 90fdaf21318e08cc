import { CURRENCY_MINOR_DIGITS, CURRENCY_SYMBOLS, type Currency } from '@/schemas/enums/currencies';

/**
 * An amount in minor units as the visitor reads it: the number in their locale's style, with the currency's own
 * decimals (ISO 4217: none for the Chilean peso), and its symbol (docs/limits.md#currencies) in front (`Mex$29.99`,
 * `€29,99`, `Ch$8.900`).
 */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const digits = CURRENCY_MINOR_DIGITS[currency];
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    minor / 10 ** digits,
  );
  return `${CURRENCY_SYMBOLS[currency]}${amount}`;
}
