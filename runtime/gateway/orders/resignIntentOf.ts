import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { registerSubscription } from '@/runtime/gateway/subscriptions/registerSubscription';
import type { ResignIntentAnswer } from '@/schemas/gateway/resignIntentAnswer';
import type { OrderRow } from './keepOrderOnce';
import type { PricedOrder } from './priceOrder';

/**
 * The one-click form's answer for a placed order: the provider's resign intent charging the saved card's token
 * (a renewing product written at the provider first), with the order's id, amount and currency.
 */
export async function resignIntentOf(
  ctx: GatewayContext,
  order: OrderRow,
  priced: PricedOrder,
  customer: { email: string; recurringToken: string },
): Promise<ResignIntentAnswer> {
  const form = ctx.provider.resignIntent({
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    order_description: priced.description,
    customer_email: customer.email,
    platform: 'WEB',
    recurring_token: customer.recurringToken,
    ...(await registerSubscription(ctx.provider, priced.subscription)),
  });
  return { orderId: order.id, ...form, amount: order.amount, currency: order.currency };
}
