import { readFunnelVersionOnSale } from '@/runtime/gateway/funnels/readFunnelVersionOnSale';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { funnelAsGiven } from '@/schemas/experiments/variantOf';
import type { CreateOrderRequest } from '@/schemas/gateway/createOrderRequest';
import type { PaymentIntentAnswer } from '@/schemas/gateway/paymentIntentAnswer';
import type { OrderBrowser } from './orderBrowser';
import { takeOrder } from './takeOrder';

/**
 * A funnel's order for one payment attempt by card (a plan, or an upsell paid with the card form), taken by the one
 * order pipeline (takeOrder) from the funnel version the visitor is on, as their variant gets it, while it is on sale.
 */
export async function startCardOrder(
  ctx: GatewayContext,
  request: CreateOrderRequest,
  client: string,
  cookieHeader: string | null = null,
  browser?: OrderBrowser,
): Promise<{ created: boolean; intent: PaymentIntentAnswer; proof: string }> {
  const onSale = await readFunnelVersionOnSale(ctx.db, request.funnel, request.funnelVersion, ctx.now());
  return takeOrder(
    ctx,
    {
      idempotencyKey: request.idempotencyKey,
      funnel: funnelAsGiven(onSale, request.variant),
      variant: request.variant,
      product: request.product,
      currency: request.currency,
      locale: request.locale,
      sale: request.product.kind === 'plan' ? 'plan' : 'upsell',
      visitId: request.visitId,
      attribution: request.attribution,
      payer: { card: 'new', customer: request.customer, answers: request.answers, paymentStep: request.payment },
    },
    { client, cookieHeader, browser },
  );
}
