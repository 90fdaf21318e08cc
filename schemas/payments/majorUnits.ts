import { CURRENCY_MINOR_DIGITS, type Currency } from '@/schemas/enums/currencies';

/**
 * An amount in minor units as pixels, analytics and the ad networks' APIs take it: in units of the currency, by its
 * own decimals (2999 cents are 29.99; 8900 Chilean pesos are 8900).
 */
export function majorUnits(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_MINOR_DIGITS[currency];
}
