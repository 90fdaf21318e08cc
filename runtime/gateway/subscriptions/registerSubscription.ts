import type { SubscriptionTerms } from '@/runtime/gateway/orders/priceOrder';
import type { IntentAttributes, PaymentProvider } from '@/runtime/gateway/payments/createPaymentProvider';

/**
 * Writes a subscription's product (its prices, its lasting coupon) at the provider, and answers the intent's fields
 * that name them, so the provider renews at the price the screens stated; a one-time sale names none.
 */
export async function registerSubscription(
  provider: PaymentProvider,
  terms: SubscriptionTerms | undefined,
): Promise<Pick<IntentAttributes, 'product_id' | 'product_price_id' | 'coupon_id'>> {
  if (terms === undefined) return {};
  await provider.registerProduct(terms.product);
  return {
    product_id: terms.product.product_id,
    product_price_id: terms.productPriceId,
    ...(terms.couponId !== undefined && { coupon_id: terms.couponId }),
  };
}
