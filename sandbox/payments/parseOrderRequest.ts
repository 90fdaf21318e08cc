import { type ProviderError, providerError } from './providerError';

/** The provider's limit on an order id's length. */
const MAX_ORDER_ID_LENGTH = 255;

/**
 * The order attributes the sandbox reads from a payment or resign intent, or from an API call's
 * body. Everything else in them (order_items, language, ip_address, ...) is accepted and ignored.
 */
export type OrderRequest = {
  order_id: string;
  /** Minor units (cents). */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  customer_email?: string;
  /** Set: a successful payment starts a subscription to this product for `customer_email`. */
  product_id?: string;
  /** The product's price each renewal charges (createProductCatalogue); unset: the order's amount. */
  product_price_id?: string;
  /** The product's coupon that lowers every renewal. */
  coupon_id?: string;
  order_description?: string;
  /** A saved card's token: resign intents and the recurring and resign calls. */
  recurring_token?: string;
  /** `auth` reserves the amount (auth_ok) for a later settle or void; otherwise the card is charged. */
  type: 'charge' | 'auth';
  /** Sends any card through the 3-D Secure challenge. */
  force3ds: boolean;
};

const optionalString = (value: unknown) => value === undefined || (typeof value === 'string' && value !== '');

/** Reads and checks the order attributes: 2.01 for a bad field, 2.02 for the amount, 2.03 for the currency. */
export function parseOrderRequest(
  attributes: Record<string, unknown>,
): { ok: true; request: OrderRequest } | { ok: false; error: ProviderError } {
  const a = attributes;
  const bad = (field: string, code: '2.01' | '2.02' | '2.03' = '2.01') =>
    ({ ok: false, error: providerError(code, `Invalid ${field}`) }) as const;

  if (typeof a.order_id !== 'string' || a.order_id === '' || a.order_id.length > MAX_ORDER_ID_LENGTH)
    return bad('order_id');
  if (typeof a.amount !== 'number' || !Number.isSafeInteger(a.amount) || a.amount < 0) return bad('amount', '2.02');
  if (typeof a.currency !== 'string' || !/^[A-Z]{3}$/.test(a.currency)) return bad('currency', '2.03');
  if (!optionalString(a.customer_email) || (typeof a.customer_email === 'string' && !a.customer_email.includes('@')))
    return bad('customer_email');
  for (const field of ['product_id', 'product_price_id', 'coupon_id', 'order_description', 'recurring_token'] as const)
    if (!optionalString(a[field])) return bad(field);
  if (a.product_id !== undefined && a.customer_email === undefined)
    return { ok: false, error: providerError('2.01', 'customer_email is required with product_id') };
  if (a.type !== undefined && a.type !== 'auth' && a.type !== 'charge') return bad('type');
  if (a.force3ds !== undefined && typeof a.force3ds !== 'boolean') return bad('force3ds');

  const request: OrderRequest = {
    order_id: a.order_id,
    amount: a.amount,
    currency: a.currency,
    type: a.type === 'auth' ? 'auth' : 'charge',
    force3ds: a.force3ds === true,
  };
  if (typeof a.customer_email === 'string') request.customer_email = a.customer_email;
  if (typeof a.product_id === 'string') request.product_id = a.product_id;
  if (typeof a.product_price_id === 'string') request.product_price_id = a.product_price_id;
  if (typeof a.coupon_id === 'string') request.coupon_id = a.coupon_id;
  if (typeof a.order_description === 'string') request.order_description = a.order_description;
  if (typeof a.recurring_token === 'string') request.recurring_token = a.recurring_token;
  return { ok: true, request };
}
