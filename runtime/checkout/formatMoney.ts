import { CURRENCY_SYMBOLS, type Currency } from '../../schemas/enums/currencies';

/**
 * An amount in minor units as the visitor reads it: the number in their locale's style with the
 * currency's symbol of SPEC §9 in front (`Mex$29.99`, `€29,99`).
 */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    minor / 100,
  );
  return `${CURRENCY_SYMBOLS[currency]}${amount}`;
}
