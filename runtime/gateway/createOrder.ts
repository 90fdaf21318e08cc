import { z } from 'zod';
import { attributionCookie } from '../../schemas/attribution/attributionCookie';
import { resolveAttribution } from '../../schemas/attribution/resolveAttribution';
import { readVisitorId } from '../../schemas/experiments/experimentCookies';
import { experimentOf, funnelAsGiven } from '../../schemas/experiments/variantOf';
import type { CreateOrderRequest } from '../../schemas/gateway/createOrderRequest';
import type { PaymentIntentAnswer } from '../../schemas/gateway/paymentIntentAnswer';
import { findFunnelOnSale } from './findFunnelOnSale';
import { findPaymentDiscount } from './findPaymentDiscount';
import type { GatewayContext } from './gatewayContext';
import { gatewayRefusal } from './gatewayRefusal';
import { markFollowedVisit } from './markFollowedVisit';
import { findRepeatedOrder, type OrderRow, placeOrder } from './placeOrder';
import { priceOrder } from './priceOrder';
import { PURCHASE_PROOF_LIFETIME_SECONDS, signPurchaseProof } from './purchaseProof';
import { type EmailLimit, type RateLimitRule, rateLimit, rateLimitEmail } from './rateLimit';
import { registerSubscription } from './registerSubscription';
import { upsertUser } from './upsertUser';

/**
 * New orders from one client address in an hour: a visitor makes a few (5 payment attempts at most, and
 * upsells); a household or an office behind one address makes more, a script many more.
 */
export const ORDERS_PER_CLIENT: RateLimitRule = { name: 'orders_per_client', limit: 60, windowSeconds: 3600 };
/**
 * New orders for one email in an hour: from one requester, as many as a visitor's payment attempts and upsells take;
 * from every requester together, a ceiling a stranger alone cannot reach (rateLimitEmail).
 */
export const ORDERS_PER_EMAIL: EmailLimit = {
  perRequester: { name: 'orders_per_email_and_client', limit: 20, windowSeconds: 3600 },
  ceiling: { name: 'orders_per_email', limit: 100, windowSeconds: 3600 },
};

/** The birth date answer's shape (SPEC §3: months 0-11), kept on the user when the funnel asked for it. */
const birthDateAnswerSchema = z.looseObject({ year: z.int(), month: z.int(), day: z.int() });

/** The proof of an order, as long-lived from its making (so a repeated request gets the same one). */
function proofOf(ctx: GatewayContext, order: OrderRow): string {
  return signPurchaseProof(
    ctx.proofKey,
    order.id,
    new Date(order.createdAt.getTime() + PURCHASE_PROOF_LIFETIME_SECONDS * 1000),
  );
}

/**
 * Makes an order for one payment attempt and the provider's payment intent for the card form. The
 * amount comes from the stored funnel definition (a discount only for a visit its flow shows it to). The
 * same idempotency key answers with the same order (created: false) from what is kept, changing nothing;
 * each attempt sends a fresh key, so a retry after a decline gets a fresh order id, which the provider
 * requires (5.06 duplicate order). New orders are limited per client address and per email; the customer's
 * details only fill what is not yet known of them (upsertUser). The attribution tags are the request's attribution
 * cookie and the tags the page sends, by SPEC §5's precedence (resolveAttribution): kept on the order, on the user
 * when it has none yet (first touch), and what the discount's conditions read.
 */
export async function createOrder(
  ctx: GatewayContext,
  request: CreateOrderRequest,
  client: string,
  cookieHeader: string | null = null,
  /** A report page linked from email sells its report as an upsell of a funnel: the report counts it apart. */
  channel: 'funnel' | 'email' = 'funnel',
): Promise<{ created: boolean; intent: PaymentIntentAnswer; proof: string }> {
  // The variant the visitor is in sells what it sells; the order records it.
  const funnel = funnelAsGiven(
    await findFunnelOnSale(ctx.db, request.funnel, request.funnelVersion, ctx.now()),
    request.variant,
  );
  const attribution = resolveAttribution(attributionCookie.read(cookieHeader), request.attribution ?? {});
  const answers = request.answers;
  const discount =
    request.payment && request.product.kind === 'plan'
      ? await findPaymentDiscount(
          ctx.db,
          funnel,
          request.payment,
          {
            answers: answers ?? {},
            attribution,
            locale: request.locale ?? funnel.locales[0] ?? 'en',
          },
          ctx.now(),
        )
      : undefined;
  const priced = priceOrder(funnel, request.product, request.currency, discount, request.locale, ctx.now());
  if (priced.kind === 'refused') throw gatewayRefusal({ message: priced.message }, priced.status);
  const draft = {
    idempotencyKey: request.idempotencyKey,
    funnelSlug: funnel.slug,
    funnelVersion: funnel.version,
    productKind: request.product.kind,
    productId: priced.productId,
    amount: priced.amount,
    currency: request.currency,
    sale: channel === 'email' ? 'email_purchase' : request.product.kind === 'plan' ? 'plan' : 'upsell',
    ...(request.variant !== undefined && experimentOf(funnel)),
    visitorId: readVisitorId(cookieHeader) ?? null,
    visitId: request.visitId ?? null,
  } as const;
  const repeated = await findRepeatedOrder(ctx.db, { ...draft, email: request.customer.email });
  let placed: { order: OrderRow; created: boolean };
  if (repeated !== undefined) placed = { order: repeated, created: false };
  else {
    await rateLimit(ctx, ORDERS_PER_CLIENT, client);
    await rateLimitEmail(ctx, ORDERS_PER_EMAIL, request.customer.email, client);
    const birthDate = birthDateAnswerSchema.safeParse(answers?.birthDate);
    const answeredName = z.string().trim().min(1).safeParse(answers?.name);
    const userId = await upsertUser(ctx.db, {
      email: request.customer.email,
      name: request.customer.name ?? (answeredName.success ? answeredName.data : undefined),
      birthDate: birthDate.success ? birthDate.data : undefined,
      answers,
      attribution,
    });
    placed = await placeOrder(ctx.db, { ...draft, userId, attribution });
  }
  const { order, created } = placed;
  // An order of a visit followed with consent counts in its visit's report.
  if (created && order.visitId !== null)
    await markFollowedVisit(ctx.db, { visitId: order.visitId, funnelSlug: order.funnelSlug });
  const form = ctx.provider.paymentIntent({
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    order_description: priced.description,
    customer_email: request.customer.email,
    platform: 'WEB',
    ...(await registerSubscription(ctx.provider, priced.subscription)),
    ...(request.customer.country
      ? { billing_address: { country: request.customer.country, zip_code: request.customer.postalCode } }
      : {}),
  });
  return {
    created,
    intent: { orderId: order.id, ...form, amount: order.amount, currency: order.currency },
    proof: proofOf(ctx, order),
  };
}
