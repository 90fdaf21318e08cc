/** SPEC §9: currencies and their symbols. */
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
