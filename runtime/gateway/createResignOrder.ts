import { eq } from 'drizzle-orm';
import { orders, users } from '../platform/db/schema';
import { HttpError } from '../platform/http/httpError';
import { findOrderFunnel } from './findOrderFunnel';
import type { GatewayContext } from './gatewayContext';
import { isPaidOrder } from './isPaidOrder';
import { placeOrder } from './placeOrder';
import { priceOrder } from './priceOrder';
import type { ResignOrderRequest } from './resignOrderRequest';

export type ResignIntent = {
  orderId: string;
  merchant: string;
  resignIntent: string;
  signature: string;
  amount: number;
  currency: string;
};

/** SPEC §8 7.01 card token not found: the browser falls back from one-click to the full card form. */
const NO_USABLE_CARD = '7.01';

/**
 * Makes a one-click upsell order paid with the card saved on an earlier paid order of the same funnel
 * (the visitor re-enters at most the CVV). Idempotent like createOrder. Without a usable saved card the
 * answer is 409 with code 7.01, so the browser shows the card form instead.
 */
export async function createResignOrder(
  ctx: GatewayContext,
  request: ResignOrderRequest,
): Promise<{ created: boolean; intent: ResignIntent }> {
  const funnel = await findOrderFunnel(ctx.db, request.funnel, request.funnelVersion);
  const priced = priceOrder(funnel, { kind: 'upsell', upsellId: request.upsellId }, request.currency);
  if (priced.kind === 'refused') throw new HttpError({ message: priced.message }, priced.status);
  const [previous] = await ctx.db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, request.previousOrderId));
  if (previous === undefined) throw new HttpError({ message: `No order ${request.previousOrderId}` }, 404);
  const token = previous.order.cardToken;
  if (token === null || !isPaidOrder(previous.order.status) || previous.order.funnelSlug !== funnel.slug)
    throw new HttpError({ code: NO_USABLE_CARD, message: 'No saved card to pay with; use the card form' }, 409);
  const { order, created } = await placeOrder(ctx.db, {
    idempotencyKey: request.idempotencyKey,
    userId: previous.order.userId,
    funnelSlug: funnel.slug,
    funnelVersion: funnel.version,
    productKind: 'upsell',
    productId: priced.productId,
    amount: priced.amount,
    currency: request.currency,
  });
  const form = ctx.provider.resignIntent({
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    order_description: priced.description,
    customer_email: previous.email,
    platform: 'WEB',
    recurring_token: token,
    ...(priced.providerProductId ? { product_id: priced.providerProductId } : {}),
  });
  return { created, intent: { orderId: order.id, ...form, amount: order.amount, currency: order.currency } };
}
