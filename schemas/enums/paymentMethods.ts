/** docs/limits.md#payment-methods-and-placements: payment methods. */
export const PAYMENT_METHODS = ['card', 'paypal', 'apple_pay', 'google_pay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
