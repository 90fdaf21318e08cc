import { discounted } from '@/schemas/discounted';
import { type ProviderProduct, providerProductSchema } from '@/schemas/payments/providerProtocol';
import { type ProviderError, providerError } from './providerError';

/** The product fields of an order (a payment intent, an API payment) that a subscription renews by. */
export type ProductReference = {
  product_id?: string;
  product_price_id?: string;
  coupon_id?: string;
  currency: string;
  amount: number;
};

/**
 * The merchant's subscription products as the provider keeps them: written by the `products` call (idempotent by
 * `product_id`, the last write wins), with every price and coupon ever written kept, so a subscription keeps the
 * price it began with after the merchant changes it.
 */
export function createProductCatalogue() {
  const prices = new Map<string, { product_id: string; currency: string; amount: number }>();
  const coupons = new Map<string, { product_id: string; percent_off: number }>();
  const products = new Map<string, ProviderProduct>();

  return {
    /** The `products` call: 2.01 for a product that is not one. */
    register(body: unknown): ProviderError | undefined {
      const parsed = providerProductSchema.safeParse(body);
      if (!parsed.success) return providerError('2.01', `Invalid product: ${parsed.error.issues[0]?.message}`);
      const product = parsed.data;
      products.set(product.product_id, product);
      for (const { product_price_id, currency, amount } of product.prices)
        prices.set(product_price_id, { product_id: product.product_id, currency, amount });
      for (const { coupon_id, percent_off } of product.coupons)
        coupons.set(coupon_id, { product_id: product.product_id, percent_off });
      return undefined;
    },
    /** Refuses (2.01) an order naming a price or coupon that is not its product's, or a price in another currency. */
    check(order: ProductReference): ProviderError | undefined {
      const { product_id, product_price_id, coupon_id } = order;
      if ((product_price_id !== undefined || coupon_id !== undefined) && product_id === undefined)
        return providerError('2.01', 'product_price_id and coupon_id need a product_id');
      if (product_price_id !== undefined) {
        const price = prices.get(product_price_id);
        if (price === undefined || price.product_id !== product_id || price.currency !== order.currency)
          return providerError('2.01', `No price ${product_price_id} of ${product_id} in ${order.currency}`);
      }
      if (coupon_id !== undefined && coupons.get(coupon_id)?.product_id !== product_id)
        return providerError('2.01', `No coupon ${coupon_id} of ${product_id}`);
      return undefined;
    },
    /** What each renewal of a subscription begun by this order charges: its price less its coupon, else the order's amount. */
    renewalAmount(order: ProductReference): number {
      const price = order.product_price_id === undefined ? undefined : prices.get(order.product_price_id);
      const coupon = order.coupon_id === undefined ? undefined : coupons.get(order.coupon_id);
      const amount = price?.amount ?? order.amount;
      return coupon === undefined ? amount : discounted(amount, coupon.percent_off);
    },
    product: (id: string): ProviderProduct | undefined => products.get(id),
  };
}

export type ProductCatalogue = ReturnType<typeof createProductCatalogue>;
