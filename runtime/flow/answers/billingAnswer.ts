import { type BillingDetails, isBillingCountry, POSTAL_CODE_PATTERN } from '@/schemas/billingDetails';
import { isValidName } from './nameRule';

/** Why billing details are refused (the first field at fault), or undefined when they are valid. */
export function billingProblem(value: unknown): string | undefined {
  const v = value as Partial<Record<keyof BillingDetails, unknown>> | null;
  if (v === null || typeof v !== 'object') return 'not-billing-details';
  if (typeof v.name !== 'string' || !isValidName(v.name)) return 'invalid-name';
  if (typeof v.country !== 'string' || !isBillingCountry(v.country)) return 'invalid-country';
  if (
    v.postalCode !== undefined &&
    (typeof v.postalCode !== 'string' || !POSTAL_CODE_PATTERN.test(v.postalCode.trim()))
  )
    return 'invalid-postal-code';
  return undefined;
}

/** Billing details as kept: the name and postal code trimmed, an empty postal code left out. */
export function normalizeBilling(value: BillingDetails): BillingDetails {
  const postalCode = value.postalCode?.trim();
  return { name: value.name.trim(), country: value.country, ...(postalCode ? { postalCode } : {}) };
}
