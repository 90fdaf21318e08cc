import { eq } from 'drizzle-orm';
import { attributionCookie } from '../../schemas/attribution/attributionCookie';
import { resolveAttribution } from '../../schemas/attribution/resolveAttribution';
import { readVisitorId } from '../../schemas/experiments/experimentCookies';
import { experimentOf, funnelAsGiven } from '../../schemas/experiments/variantOf';
import type { ResignIntentAnswer } from '../../schemas/gateway/resignIntentAnswer';
import type { ResignOrderRequest } from '../../schemas/gateway/resignOrderRequest';
import { orders, users } from '../platform/db/schema';
import { ORDERS_PER_CLIENT, ORDERS_PER_EMAIL } from './createOrder';
import { findFunnelOnSale } from './findFunnelOnSale';
import { findUpsellBought } from './findUpsellBought';
import type { GatewayContext } from './gatewayContext';
import { gatewayRefusal } from './gatewayRefusal';
import { isPaidOrder } from './isPaidOrder';
import { markFollowedVisit } from './markFollowedVisit';
import { findRepeatedOrder, placeOrder } from './placeOrder';
import { priceOrder } from './priceOrder';
import { isPurchaseProofValid } from './purchaseProof';
import { rateLimit, rateLimitEmail } from './rateLimit';
import { resignIntentOf } from './resignIntentOf';

/** SPEC §8 7.01 card token not found: the browser falls back from one-click to the full card form. */
const NO_USABLE_CARD = '7.01';

/**
 * Makes a one-click upsell order paid with the card saved on an earlier paid order of the same funnel
 * (the visitor re-enters at most the CVV). Idempotent like createOrder. Only the browser that made the paid
 * order may use its card: it shows that order's proof (purchaseProof), else 403 with code 7.01, so the browser
 * shows the card form instead, as it does without a usable saved card (409, 7.01). Each upsell is bought at most
 * once per paid order (409 `already_bought`) unless the catalogue marks it repeatable: an order for it that is
 * paid, under way, or a draft younger than a proof counts. It charges in the paid order's currency (400 for another).
 * The order keeps its attribution tags as createOrder's do.
 */
export async function createResignOrder(
  ctx: GatewayContext,
  request: ResignOrderRequest,
  caller: { client: string; proof: string | undefined; cookieHeader?: string | null },
): Promise<{ created: boolean; intent: ResignIntentAnswer }> {
  // The variant the visitor is in sells what it sells; the order records it.
  const funnel = funnelAsGiven(
    await findFunnelOnSale(ctx.db, request.funnel, request.funnelVersion, ctx.now()),
    request.variant,
  );
  const priced = priceOrder(
    funnel,
    { kind: 'upsell', upsellId: request.upsellId },
    request.currency,
    undefined,
    request.locale,
  );
  if (priced.kind === 'refused') throw gatewayRefusal({ message: priced.message }, priced.status);
  const now = ctx.now();
  if (!isPurchaseProofValid(ctx.proofKey, request.previousOrderId, caller.proof, now))
    throw gatewayRefusal(
      { code: NO_USABLE_CARD, message: 'This browser did not pay that order (or long ago); use the card form' },
      403,
    );
  const [previous] = await ctx.db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, request.previousOrderId));
  if (previous === undefined) throw gatewayRefusal({ message: `No order ${request.previousOrderId}` }, 404);
  // A visit pays in one currency from the plan to the last upsell: the card's order fixed it.
  if (previous.order.currency !== request.currency)
    throw gatewayRefusal(
      { message: `Order ${previous.order.id} was paid in ${previous.order.currency}, not ${request.currency}` },
      400,
    );
  const draft = {
    idempotencyKey: request.idempotencyKey,
    funnelSlug: funnel.slug,
    funnelVersion: funnel.version,
    productKind: 'upsell' as const,
    productId: priced.productId,
    amount: priced.amount,
    currency: request.currency,
    sale: 'one_click_upsell' as const,
    ...(request.variant !== undefined && experimentOf(funnel)),
    visitorId: readVisitorId(caller.cookieHeader ?? null) ?? null,
    visitId: request.visitId ?? null,
  };
  const attribution = resolveAttribution(attributionCookie.read(caller.cookieHeader), request.attribution ?? {});
  const token = previous.order.cardToken;
  const repeated = await findRepeatedOrder(ctx.db, { ...draft, email: previous.email });
  const placed =
    repeated !== undefined
      ? { order: repeated, created: false }
      : await ctx.db.transaction(async (tx) => {
          // One at a time per paid order, so two clicks at once cannot both buy a once-only upsell.
          const [parent] = await tx.select().from(orders).where(eq(orders.id, previous.order.id)).for('update');
          if (parent?.cardToken == null || !isPaidOrder(parent.status) || parent.funnelSlug !== funnel.slug)
            throw gatewayRefusal(
              { code: NO_USABLE_CARD, message: 'No saved card to pay with; use the card form' },
              409,
            );
          await rateLimit({ ...ctx, db: tx }, ORDERS_PER_CLIENT, caller.client);
          await rateLimitEmail({ ...ctx, db: tx }, ORDERS_PER_EMAIL, previous.email, caller.client);
          if (!priced.repeatable && (await findUpsellBought(tx, parent.id, priced.productId, now)) !== undefined)
            throw gatewayRefusal(
              { code: 'already_bought', message: `${priced.productId} was already bought with order ${parent.id}` },
              409,
            );
          return placeOrder(tx, { ...draft, userId: parent.userId, parentOrderId: parent.id, attribution });
        });
  const { order, created } = placed;
  // An order of a visit followed with consent counts in its visit's report.
  if (created && order.visitId !== null)
    await markFollowedVisit(ctx.db, { visitId: order.visitId, funnelSlug: order.funnelSlug });
  return {
    created,
    intent: await resignIntentOf(ctx, order, priced, { email: previous.email, recurringToken: token ?? '' }),
  };
}
