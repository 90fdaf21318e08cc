/** docs/limits.md#currencies: currencies and their symbols. */
export const CURRENCY_SYMBOLS = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  MXN: 'Mex$',
  ARS: 'Arg$',
  CLP: 'Ch$',
  BRL: 'R$',
  COP: 'Col$',
  CRC: '₡',
  DOP: 'RD$',
  PEN: 'S/',
  PAB: 'B/.',
  UYU: '$U',
} as const;
export type Currency = keyof typeof CURRENCY_SYMBOLS;
export const CURRENCIES = Object.keys(CURRENCY_SYMBOLS) as [Currency, ...Currency[]];

/**
 * ISO 4217: how many decimals each currency's minor unit is. Money is stored and charged as integer minor units
 * (`{"USD": 1999}` is 19.99 dollars); the Chilean peso has no minor unit, so `{"CLP": 8900}` is 8,900 pesos.
 */
export const CURRENCY_MINOR_DIGITS = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  MXN: 2,
  ARS: 2,
  CLP: 0,
  BRL: 2,
  COP: 2,
  CRC: 2,
  DOP: 2,
  PEN: 2,
  PAB: 2,
  UYU: 2,
} as const satisfies Record<Currency, number>;
