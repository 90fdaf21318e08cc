import type { BillingDetails } from '@/schemas/billingDetails';
import type { Flow } from '@/schemas/flowSchema';
import { latestAnswer } from './latestAnswer';

/** The billing details the visitor gave on the way (a billing step's answer), which the order carries. */
export function visitorBilling(
  flow: Flow,
  visit: { path: readonly string[]; answers: Record<string, unknown> },
): BillingDetails | undefined {
  const billing = latestAnswer(flow, visit, 'billing');
  return typeof billing === 'object' && billing !== null ? (billing as BillingDetails) : undefined;
}
