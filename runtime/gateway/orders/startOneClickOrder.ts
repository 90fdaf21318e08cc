import { eq } from 'drizzle-orm';
import { readFunnelVersionOnSale } from '@/runtime/gateway/funnels/readFunnelVersionOnSale';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { orders } from '@/runtime/platform/db/schema';
import { funnelAsGiven } from '@/schemas/experiments/variantOf';
import type { ResignIntentAnswer } from '@/schemas/gateway/resignIntentAnswer';
import type { ResignOrderRequest } from '@/schemas/gateway/resignOrderRequest';
import type { OrderBrowser } from './orderBrowser';
import { isPurchaseProofValid } from './purchaseProof';
import { NO_USABLE_CARD, takeOrder } from './takeOrder';

/**
 * A one-click upsell of a funnel, paid with the card saved on an earlier paid order of the same funnel (the visitor
 * re-enters at most the CVV), taken by the one order pipeline (takeOrder). Only the browser that made the paid order
 * may use its card: it shows that order's proof (purchaseProof), else 403 with code 7.01, so the browser shows the
 * card form instead, as it does without a usable saved card (409, 7.01). Each upsell is bought at most once per paid
 * order (409 `already_bought`) unless the catalogue marks it repeatable.
 */
export async function startOneClickOrder(
  ctx: GatewayContext,
  request: ResignOrderRequest,
  caller: { client: string; proof: string | undefined; cookieHeader?: string | null; browser?: OrderBrowser },
): Promise<{ created: boolean; intent: ResignIntentAnswer }> {
  const onSale = await readFunnelVersionOnSale(ctx.db, request.funnel, request.funnelVersion, ctx.now());
  if (!isPurchaseProofValid(ctx.proofKey, request.previousOrderId, caller.proof, ctx.now()))
    throw gatewayRefusal(
      { code: NO_USABLE_CARD, message: 'This browser did not pay that order (or long ago); use the card form' },
      403,
    );
  const [paid] = await ctx.db.select().from(orders).where(eq(orders.id, request.previousOrderId));
  if (paid === undefined) throw gatewayRefusal({ message: `No order ${request.previousOrderId}` }, 404);
  return takeOrder(
    ctx,
    {
      idempotencyKey: request.idempotencyKey,
      funnel: funnelAsGiven(onSale, request.variant),
      variant: request.variant,
      product: { kind: 'upsell', upsellId: request.upsellId },
      currency: request.currency,
      locale: request.locale,
      sale: 'one_click_upsell',
      visitId: request.visitId,
      attribution: request.attribution,
      payer: { card: 'saved', paidOrder: paid, email: paid.email, sameFunnelOnly: true, oncePerCustomer: false },
    },
    { client: caller.client, cookieHeader: caller.cookieHeader ?? null, browser: caller.browser },
  );
}
