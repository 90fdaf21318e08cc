import { z } from 'zod';
import { HttpError } from '../platform/http/httpError';
import type { CreateOrderRequest } from './createOrderRequest';
import { findOrderFunnel } from './findOrderFunnel';
import { findPaymentDiscount } from './findPaymentDiscount';
import type { GatewayContext } from './gatewayContext';
import { placeOrder } from './placeOrder';
import { priceOrder } from './priceOrder';
import { upsertUser } from './upsertUser';

export type OrderIntent = {
  orderId: string;
  merchant: string;
  paymentIntent: string;
  signature: string;
  amount: number;
  currency: string;
};

/** The birth date answer's shape (SPEC §3: months 0-11), kept on the user when the funnel asked for it. */
const birthDateAnswerSchema = z.looseObject({ year: z.int(), month: z.int(), day: z.int() });

/**
 * Makes an order for one payment attempt and the provider's payment intent for the card form. The
 * amount comes from the stored funnel definition. The same idempotency key answers with the same order
 * (created: false) and never makes a second; each attempt sends a fresh key, so a retry after a decline
 * gets a fresh order id, which the provider requires (5.06 duplicate order).
 */
export async function createOrder(
  ctx: GatewayContext,
  request: CreateOrderRequest,
): Promise<{ created: boolean; intent: OrderIntent }> {
  const funnel = await findOrderFunnel(ctx.db, request.funnel, request.funnelVersion);
  const discount =
    request.payment && request.product.kind === 'plan'
      ? await findPaymentDiscount(ctx.db, funnel, request.payment)
      : undefined;
  const priced = priceOrder(funnel, request.product, request.currency, discount);
  if (priced.kind === 'refused') throw new HttpError({ message: priced.message }, priced.status);
  const answers = request.answers;
  const birthDate = birthDateAnswerSchema.safeParse(answers?.birthDate);
  const answeredName = z.string().trim().min(1).safeParse(answers?.name);
  const userId = await upsertUser(ctx.db, {
    email: request.customer.email,
    name: request.customer.name ?? (answeredName.success ? answeredName.data : undefined),
    birthDate: birthDate.success ? birthDate.data : undefined,
    answers,
    attribution: request.attribution,
  });
  const { order, created } = await placeOrder(ctx.db, {
    idempotencyKey: request.idempotencyKey,
    userId,
    funnelSlug: funnel.slug,
    funnelVersion: funnel.version,
    productKind: request.product.kind,
    productId: priced.productId,
    amount: priced.amount,
    currency: request.currency,
  });
  const form = ctx.provider.paymentIntent({
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    order_description: priced.description,
    customer_email: request.customer.email,
    platform: 'WEB',
    ...(priced.providerProductId ? { product_id: priced.providerProductId } : {}),
    ...(request.customer.country
      ? { billing_address: { country: request.customer.country, zip_code: request.customer.postalCode } }
      : {}),
  });
  return { created, intent: { orderId: order.id, ...form, amount: order.amount, currency: order.currency } };
}
