/** docs/states.md#payment-form: the payment form's states and their numeric codes, kept as the product numbers them. */
export const PAYMENT_FORM_STATES = {
  idle: 0,
  initialized: 1,
  resignInitialized: 2,
  inProcess: 3,
  verify: 4,
  failed: 5,
  success: 6,
  threeDomainSecure: 7,
} as const;
export type PaymentFormState = keyof typeof PAYMENT_FORM_STATES;

/** The code (docs/states.md#payment-form) of a snapshot's state (paid counts as success). */
export function paymentFormStateCode(value: unknown): number {
  const top = typeof value === 'string' ? value : Object.keys(value as object)[0];
  return top === 'paid' ? PAYMENT_FORM_STATES.success : PAYMENT_FORM_STATES[top as PaymentFormState];
}
