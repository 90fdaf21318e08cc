import type { PaymentMethod } from '@/schemas/enums/paymentMethods';

/**
 * The provider's words for how an order was paid, as docs/limits.md#payment-methods-and-placements names the payment
 * methods.
 */
const PROVIDER_METHODS: Record<string, PaymentMethod> = {
  card: 'card',
  'apple-pay': 'apple_pay',
  'google-pay': 'google_pay',
  paypal: 'paypal',
};

/**
 * The payment method the provider reports for an order, if it names one of
 * docs/limits.md#payment-methods-and-placements: a charge of a saved card (`token`: one click, a renewal) names none,
 * being paid as the order that saved the card was.
 */
export function paymentMethodOf(providerMethod: string | undefined): PaymentMethod | undefined {
  return providerMethod === undefined || !Object.hasOwn(PROVIDER_METHODS, providerMethod)
    ? undefined
    : PROVIDER_METHODS[providerMethod];
}
