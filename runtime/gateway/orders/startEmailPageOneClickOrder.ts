import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { verifyEmailLink } from '@/runtime/gateway/leads/verifyEmailLink';
import { orders, users } from '@/runtime/platform/db/schema';
import { PAID_ORDER_STATUSES } from '@/schemas/enums/paidOrderStatuses';
import type { EmailResignOrderRequest } from '@/schemas/gateway/emailOrderRequest';
import type { ResignIntentAnswer } from '@/schemas/gateway/resignIntentAnswer';
import { emailPageSale } from './emailPageSale';
import type { OrderBrowser } from './orderBrowser';
import { NO_USABLE_CARD, takeOrder } from './takeOrder';

/**
 * What a page linked from email sells (emailPageSale: a report, the trial), in one click (the provider's resign, as a
 * funnel's one-click upsells), charged to the card saved on the latest paid order of the email its signed link names
 * in the currency the page sells in to the visitor, taken by the one order pipeline (takeOrder). The link is the proof
 * here, in place of the paying browser's cookie: only a valid, unexpired token for this very page will do (a bad one
 * is refused, verifyEmailLink). Without a card saved in that currency it is 409 with code 7.01, and the browser shows
 * the card form, which charges the page's currency: a card saved on an order paid in dollars is never charged in euros,
 * nor a visitor shown euros charged dollars. What is not repeatable is sold once per customer (409 `already_bought`).
 * The payment line names the product in the language the link was sent in.
 */
export async function startEmailPageOneClickOrder(
  ctx: GatewayContext,
  request: EmailResignOrderRequest,
  caller: { client: string; cookieHeader?: string | null; browser?: OrderBrowser },
): Promise<{ created: boolean; intent: ResignIntentAnswer }> {
  const { email, locale } = verifyEmailLink(ctx, request.token, { purpose: 'page', subject: request.page });
  const { funnel, product, sale, currencies } = await emailPageSale(ctx, request.page);
  const [saved] = await ctx.db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(users.email, email),
        eq(orders.currency, request.currency),
        isNotNull(orders.cardToken),
        inArray(orders.status, [...PAID_ORDER_STATUSES]),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (saved === undefined)
    throw gatewayRefusal({ code: NO_USABLE_CARD, message: 'No saved card to pay with; use the card form' }, 409);
  return takeOrder(
    ctx,
    {
      funnel,
      product,
      sale,
      currencies,
      idempotencyKey: request.idempotencyKey,
      currency: request.currency,
      locale,
      attribution: request.attribution,
      payer: { card: 'saved', paidOrder: saved.order, email, sameFunnelOnly: false, oncePerCustomer: true },
    },
    { client: caller.client, cookieHeader: caller.cookieHeader ?? null, browser: caller.browser },
  );
}
