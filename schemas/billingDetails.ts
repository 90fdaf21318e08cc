import { COUNTRIES, type Country } from './enums/countries';

/** The countries a visitor may bill from: every ISO 3166-1 code (not OTHER, which only geolocation uses). */
export const BILLING_COUNTRIES = COUNTRIES.filter((c): c is Exclude<Country, 'OTHER'> => c !== 'OTHER');
export type BillingCountry = (typeof BILLING_COUNTRIES)[number];

export function isBillingCountry(value: string): value is BillingCountry {
  return (BILLING_COUNTRIES as readonly string[]).includes(value);
}

/** The billing details a billing step collects: the name on receipts, the country billed from, a postal code if any. */
export type BillingDetails = { name: string; country: BillingCountry; postalCode?: string };

/** How long a postal code may be: the shortest and longest in use (2 to 10 characters). */
export const POSTAL_CODE_LENGTH = { min: 2, max: 10 } as const;
/** A postal code, when given: letters, digits, spaces and hyphens, starting and ending with a letter or digit. */
export const POSTAL_CODE_PATTERN = new RegExp(
  `^[A-Za-z0-9][A-Za-z0-9 -]{${POSTAL_CODE_LENGTH.min - 2},${POSTAL_CODE_LENGTH.max - 2}}[A-Za-z0-9]$`,
);
