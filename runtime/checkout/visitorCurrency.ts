import { type Country, EEA_COUNTRIES } from '@/schemas/enums/countries';
import type { Currency } from '@/schemas/enums/currencies';
import type { Funnel } from '@/schemas/funnelSchema';
import { checkoutCurrency } from './checkoutCurrency';

/** The same currencies for each of a group of countries. */
function each(
  countries: readonly Country[],
  currencies: readonly Currency[],
): Partial<Record<Country, readonly Currency[]>> {
  return Object.fromEntries(countries.map((country) => [country, currencies]));
}

/**
 * The currencies a visitor from a country pays in, best first, among docs/limits.md#currencies: their own where the
 * list has it; the euro across the EEA and the microstates that use it (the nearest we sell, where the krona, the zloty
 * or the forint is not one of ours); the pound in the UK and the Crown Dependencies; the dollar where it is the money
 * in use (the US and its territories, Ecuador, El Salvador, Panama beside its balboa). A country not listed has no
 * preference: the funnel's first currency.
 */
export const COUNTRY_CURRENCIES: Partial<Record<Country, readonly Currency[]>> = {
  ...each(EEA_COUNTRIES, ['EUR']),
  ...each(['AD', 'MC', 'SM', 'VA', 'ME'], ['EUR']),
  ...each(['GB', 'GG', 'JE', 'IM'], ['GBP']),
  ...each(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'EC', 'SV'], ['USD']),
  MX: ['MXN'],
  AR: ['ARS'],
  CL: ['CLP'],
  BR: ['BRL'],
  CO: ['COP'],
  CR: ['CRC'],
  DO: ['DOP'],
  PE: ['PEN'],
  PA: ['PAB', 'USD'],
  UY: ['UYU'],
};

/**
 * The currency a visitor pays in: the first of their country's currencies the funnel sells in, else the funnel's
 * first (no country, one we cannot tell, or none of its currencies sold). Always one of the funnel's currencies.
 */
export function visitorCurrency(country: Country | null | undefined, funnel: Pick<Funnel, 'currencies'>): Currency {
  const sold = funnel.currencies ?? [];
  const preferred = country == null ? [] : (COUNTRY_CURRENCIES[country] ?? []);
  return preferred.find((currency) => sold.includes(currency)) ?? checkoutCurrency(funnel);
}
