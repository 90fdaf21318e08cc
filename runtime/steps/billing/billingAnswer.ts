import type { AnswerPart } from '@/runtime/steps/answerPart';
import { isValidName } from '@/runtime/steps/text/nameAnswer';
import { type BillingDetails, isBillingCountry, POSTAL_CODE_PATTERN } from '@/schemas/billingDetails';
import { isRecord } from '@/schemas/isRecord';

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

/** The name, country and postal code a payment is billed to. */
export const billingAnswer: AnswerPart<BillingDetails> = {
  problem: (_step, value) => billingProblem(value),
  read: (value) => {
    if (!isRecord(value) || typeof value.name !== 'string' || typeof value.country !== 'string') return undefined;
    if (!isBillingCountry(value.country)) return undefined;
    const postalCode = typeof value.postalCode === 'string' ? value.postalCode : undefined;
    return normalizeBilling({
      name: value.name,
      country: value.country,
      ...(postalCode !== undefined && { postalCode }),
    });
  },
  samples: () => [{ name: ' Luna Vega ', country: 'US', postalCode: '94110' }],
};
