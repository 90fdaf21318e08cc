import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { attributionCookie } from '../../schemas/attribution/attributionCookie';
import { resolveAttribution } from '../../schemas/attribution/resolveAttribution';
import { PAID_ORDER_STATUSES } from '../../schemas/enums/paidOrderStatuses';
import { readVisitorId } from '../../schemas/experiments/experimentCookies';
import type { EmailResignOrderRequest } from '../../schemas/gateway/emailOrderRequest';
import type { ResignIntentAnswer } from '../../schemas/gateway/resignIntentAnswer';
import { orders, purchases, users } from '../platform/db/schema';
import { ORDERS_PER_CLIENT, ORDERS_PER_EMAIL } from './createOrder';
import { emailPageSale } from './emailPageSale';
import { findUpsellBought } from './findUpsellBought';
import type { GatewayContext } from './gatewayContext';
import { gatewayRefusal } from './gatewayRefusal';
import { isPaidOrder } from './isPaidOrder';
import { findRepeatedOrder, placeOrder } from './placeOrder';
import { priceOrder } from './priceOrder';
import { rateLimit, rateLimitEmail } from './rateLimit';
import { resignIntentOf } from './resignIntentOf';
import { verifyEmailLink } from './verifyEmailLink';

/** SPEC §8 7.01 card token not found: the browser falls back from one-click to the full card form. */
const NO_USABLE_CARD = '7.01';

/**
 * The report of a page linked from email in one click (the provider's resign, as createResignOrder's upsells):
 * charged to the card saved on the latest paid order of the email its signed link names. The link is the proof
 * here, in place of the paying browser's cookie: only a valid, unexpired token for this very page will do (a bad one
 * is refused, verifyEmailLink); without a saved card it is 409 with code 7.01, and the browser shows the card form.
 * Priced from the catalogue through the funnel the page sells through; idempotent by key; the per-client and
 * per-email order limits apply; a report that is not repeatable is sold once per customer (409 `already_bought`:
 * paid already, or an order for it under way on that card). It charges in the currency of the order that saved the
 * card (400 for another), and records the browser's visitor, as createResignOrder does.
 */
export async function createEmailResignOrder(
  ctx: GatewayContext,
  request: EmailResignOrderRequest,
  caller: { client: string; cookieHeader?: string | null },
): Promise<{ created: boolean; intent: ResignIntentAnswer }> {
  const { email, locale } = verifyEmailLink(ctx, request.token, { purpose: 'page', subject: request.page });
  const { offer, funnel } = await emailPageSale(ctx, request.page);
  // The payment line names the report in the language the link was sent in.
  const priced = priceOrder(funnel, { kind: 'upsell', upsellId: offer.product }, request.currency, undefined, locale);
  if (priced.kind === 'refused') throw gatewayRefusal({ message: priced.message }, priced.status);
  const now = ctx.now();
  const [saved] = await ctx.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(users.email, email), isNotNull(orders.cardToken), inArray(orders.status, [...PAID_ORDER_STATUSES])))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (saved === undefined)
    throw gatewayRefusal({ code: NO_USABLE_CARD, message: 'No saved card to pay with; use the card form' }, 409);
  // As a one-click upsell: the card charges in the currency of the order that saved it.
  if (saved.order.currency !== request.currency)
    throw gatewayRefusal(
      { message: `Order ${saved.order.id} was paid in ${saved.order.currency}, not ${request.currency}` },
      400,
    );
  const draft = {
    idempotencyKey: request.idempotencyKey,
    funnelSlug: funnel.slug,
    funnelVersion: funnel.version,
    productKind: 'upsell' as const,
    sale: 'email_purchase' as const,
    productId: priced.productId,
    amount: priced.amount,
    currency: request.currency,
    // The browser's visitor, as every order of a browser records it (experiment results join sales by it).
    visitorId: readVisitorId(caller.cookieHeader ?? null) ?? null,
  };
  const attribution = resolveAttribution(attributionCookie.read(caller.cookieHeader), request.attribution ?? {});
  const repeated = await findRepeatedOrder(ctx.db, { ...draft, email });
  const placed =
    repeated !== undefined
      ? { order: repeated, created: false }
      : await ctx.db.transaction(async (tx) => {
          // One at a time per saved card, so two clicks at once cannot both buy a once-only report.
          const [parent] = await tx.select().from(orders).where(eq(orders.id, saved.order.id)).for('update');
          if (parent?.cardToken == null || !isPaidOrder(parent.status))
            throw gatewayRefusal(
              { code: NO_USABLE_CARD, message: 'No saved card to pay with; use the card form' },
              409,
            );
          await rateLimit({ ...ctx, db: tx }, ORDERS_PER_CLIENT, caller.client);
          await rateLimitEmail({ ...ctx, db: tx }, ORDERS_PER_EMAIL, email, caller.client);
          if (!priced.repeatable) {
            const [owned] = await tx
              .select({ id: purchases.id })
              .from(purchases)
              .where(and(eq(purchases.userId, parent.userId), eq(purchases.upsellId, priced.productId)))
              .limit(1);
            if (owned !== undefined || (await findUpsellBought(tx, parent.id, priced.productId, now)) !== undefined)
              throw gatewayRefusal(
                { code: 'already_bought', message: `${priced.productId} was already bought by this customer` },
                409,
              );
          }
          return placeOrder(tx, { ...draft, userId: parent.userId, parentOrderId: parent.id, attribution });
        });
  const { order, created } = placed;
  return {
    created,
    intent: await resignIntentOf(ctx, order, priced, { email: email, recurringToken: saved.order.cardToken ?? '' }),
  };
}
