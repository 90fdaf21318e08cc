import { COUNTRIES, type Country } from './enums/countries';

/** The countries a visitor may bill from: every ISO 3166-1 code (not OTHER, which only geolocation uses). */
export const BILLING_COUNTRIES = COUNTRIES.filter((c): c is Exclude<Country, 'OTHER'> => c !== 'OTHER');
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

export function isBillingCountry(value: string): value is BillingCountry {
  return (BILLING_COUNTRIES as readonly string[]).includes(value);
}

/** The billing details a billing step collects: the name on receipts, the country billed from, a postal code if any. */
export type BillingDetails = { name: string; country: BillingCountry; postalCode?: string };

/** A postal code, when given: 2 to 10 letters, digits, spaces and hyphens, starting and ending with a letter or digit. */
export const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/;
