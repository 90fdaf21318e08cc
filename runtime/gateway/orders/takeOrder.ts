import { and, eq } from 'drizzle-orm';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import { registerSubscription } from '@/runtime/gateway/subscriptions/registerSubscription';
import { markFollowedVisit } from '@/runtime/gateway/visits/markFollowedVisit';
import type { Database } from '@/runtime/platform/db/database';
import { orders, purchases } from '@/runtime/platform/db/schema';
import { attributionCookie } from '@/schemas/attribution/attributionCookie';
import type { AttributionTags } from '@/schemas/attribution/attributionTags';
import { resolveAttribution } from '@/schemas/attribution/resolveAttribution';
import type { Currency } from '@/schemas/enums/currencies';
import { readVisitorId } from '@/schemas/experiments/experimentCookies';
import { experimentOf } from '@/schemas/experiments/variantOf';
import type { Funnel } from '@/schemas/funnelSchema';
import type { CreateOrderRequest } from '@/schemas/gateway/createOrderRequest';
import type { OrderProduct } from '@/schemas/gateway/orderProductSchema';
import type { PaymentIntentAnswer } from '@/schemas/gateway/paymentIntentAnswer';
import type { ResignIntentAnswer } from '@/schemas/gateway/resignIntentAnswer';
import type { SaleKind } from '@/schemas/payments/saleKinds';
import { customerDetailsOf } from './customerDetails';
import { findPaymentDiscount } from './findPaymentDiscount';
import { findUpsellBought } from './findUpsellBought';
import { isPaidOrder } from './isPaidOrder';
import { findRepeatedOrder, keepOrderOnce, type OrderDraft, type OrderRow } from './keepOrderOnce';
import type { OrderBrowser } from './orderBrowser';
import { type PricedOrder, priceOrder } from './priceOrder';
import { PURCHASE_PROOF_LIFETIME_SECONDS, signPurchaseProof } from './purchaseProof';
import { resignIntentOf } from './resignIntentOf';

/**
 * New orders from one client address in an hour: a visitor makes a few (5 payment attempts at most, and
 * upsells); a household or an office behind one address makes more, a script many more.
 */
export const ORDERS_PER_CLIENT: RateLimitRule = { name: 'orders_per_client', limit: 60, windowSeconds: 3600 };

/** docs/errors.md#decline-codes 7.01 card token not found: the browser falls back from one-click to the full card form. */
export const NO_USABLE_CARD = '7.01';

/** A new card, typed in the provider's form: the customer is who the request names. */
export type NewCard = {
  card: 'new';
  customer: CreateOrderRequest['customer'];
  /** The visit's answers: kept on the customer, and what a payment step's discount conditions read. */
  answers?: Record<string, unknown>;
  /** The payment step paid on: its discount applies to a plan when the flow shows it (findPaymentDiscount). */
  paymentStep?: CreateOrderRequest['payment'];
};

/** The card saved on a paid order, charged in one click: the customer is that order's. */
export type SavedCard = {
  card: 'saved';
  /** The paid order whose card pays, as found by whoever proved the right to it, and its customer's email. */
  paidOrder: OrderRow;
  email: string;
  /** Only the funnel that paid order was made in may charge its card again (a visit's upsells). */
  sameFunnelOnly: boolean;
  /** A product sold once is sold once per customer (not only once per paid order): a report bought from email. */
  oncePerCustomer: boolean;
};

/**
 * One order as the gateway takes it, whichever route it came by: what differs between the funnel's card order, its
 * one-click upsell, and a page linked from email's report by card or in one click is all here, as data.
 */
export type OrderToTake = {
  idempotencyKey: string;
  /** The funnel version sold through, on sale (readFunnelVersionOnSale), as the visitor's variant gets it. */
  funnel: Funnel;
  /** The experiment variant the visitor is in, when the page said: the order records it. */
  variant?: string;
  product: OrderProduct;
  currency: Currency;
  /**
   * The currencies the route offers the product in, when fewer than the funnel's (a page linked from email shows a
   * trial only where the trial has a price): another is refused, as a currency the funnel does not sell is.
   */
  currencies?: readonly Currency[];
  /** The language of the provider's payment line (and of a discount's conditions): the funnel's first when absent. */
  locale?: string;
  sale: Extract<SaleKind, 'plan' | 'upsell' | 'one_click_upsell' | 'email_purchase'>;
  /** The visit the order is placed in: the report joins orders to visits by it. */
  visitId?: string;
  /** The page's attribution tags (the query side of docs/validation.md#tag-precedence). */
  attribution?: AttributionTags;
  payer: NewCard | SavedCard;
};

/** A new card's order: the payment form's intent, and the order's purchase proof. */
export type CardOrderTaken = { created: boolean; intent: PaymentIntentAnswer; proof: string };
/** A saved card's order: the resign intent charging it. */
export type OneClickOrderTaken = { created: boolean; intent: ResignIntentAnswer };

/**
 * Who asks: their client address (the rate limits') and cookies (attribution, the visitor's id), and their browser as
 * the ad networks are told of the sale (none: told nothing, as without targeting consent).
 */
type Caller = { client: string; cookieHeader: string | null; browser?: OrderBrowser };

/**
 * Takes an order for one payment attempt and answers with the provider's intent for it: the payment form's for a new
 * card (with the order's purchase proof, which a one-click upsell shows later), the resign intent for a saved card.
 * - The amount comes from the stored funnel (priceOrder), never from the browser, in a currency the funnel sells it
 *   in (and the route offers it in); a plan's discount only for a visit its flow shows it to.
 * - The same idempotency key answers with the same order (created: false) from what is kept, changing nothing; each
 *   attempt sends a fresh key, so a retry after a decline gets a fresh order id, which the provider requires (5.06).
 * - New orders are limited per client address (ORDERS_PER_CLIENT), never per email: a new card's order stands under
 *   no customer until it is paid (docs/decisions/0037), so whoever names an email piles nothing under its owner, and
 *   the owner's order is never refused for what others asked. Its customer details are kept on it, to fill what is
 *   not yet known of the customer once paid (attachCustomer).
 * - A saved card is charged in its paid order's currency (400 for another), while that order is paid and has it (409
 *   7.01), with its paid order locked so two clicks at once cannot both buy a once-only product (409
 *   `already_bought`); its order stands under that order's customer.
 * - The attribution tags are the request's attribution cookie and the page's tags by the precedence of docs/validation.md#tag-precedence: kept on
 *   the order, and on a new customer once paid (first touch). The order records the browser's visitor and the variant, and
 *   counts in its visit's report when the visit was followed with consent.
 */
export function takeOrder(
  ctx: GatewayContext,
  order: OrderToTake & { payer: NewCard },
  caller: Caller,
): Promise<CardOrderTaken>;
export function takeOrder(
  ctx: GatewayContext,
  order: OrderToTake & { payer: SavedCard },
  caller: Caller,
): Promise<OneClickOrderTaken>;
export async function takeOrder(
  ctx: GatewayContext,
  order: OrderToTake,
  caller: Caller,
): Promise<CardOrderTaken | OneClickOrderTaken> {
  const { funnel, payer } = order;
  const attribution = resolveAttribution(attributionCookie.read(caller.cookieHeader), order.attribution ?? {});
  const discount =
    payer.card === 'new' && payer.paymentStep && order.product.kind === 'plan'
      ? await findPaymentDiscount(
          ctx.db,
          funnel,
          payer.paymentStep,
          { answers: payer.answers ?? {}, attribution, locale: order.locale ?? funnel.locales[0] ?? 'en' },
          ctx.now(),
        )
      : undefined;
  if (order.currencies !== undefined && !order.currencies.includes(order.currency))
    throw gatewayRefusal({ message: `Sold here in ${order.currencies.join(', ')}, not ${order.currency}` }, 400);
  const priced = priceOrder(funnel, order.product, order.currency, discount, order.locale, ctx.now());
  if (priced.kind === 'refused') throw gatewayRefusal({ message: priced.message }, priced.status);
  // A visit pays in one currency from the plan to the last upsell: the card's order fixed it.
  if (payer.card === 'saved' && payer.paidOrder.currency !== order.currency)
    throw gatewayRefusal(
      { message: `Order ${payer.paidOrder.id} was paid in ${payer.paidOrder.currency}, not ${order.currency}` },
      400,
    );
  const draft = {
    idempotencyKey: order.idempotencyKey,
    funnelSlug: funnel.slug,
    funnelVersion: funnel.version,
    productKind: order.product.kind,
    productId: priced.productId,
    amount: priced.amount,
    currency: order.currency,
    sale: order.sale,
    // What the subscription it begins renews at, to hold its renewals to (recordRenewalOrder).
    renewalAmount: priced.subscription?.renewalAmount ?? null,
    ...(order.variant !== undefined && experimentOf(funnel)),
    visitorId: readVisitorId(caller.cookieHeader) ?? null,
    visitId: order.visitId ?? null,
    tester: ctx.isTeamTester(caller.cookieHeader),
    attribution,
    email: payer.card === 'new' ? payer.customer.email : payer.email,
    ...caller.browser,
  } satisfies OrderDraft;
  const { email } = draft;
  const repeated = await findRepeatedOrder(ctx.db, draft);
  const { order: taken, created } =
    repeated !== undefined
      ? { order: repeated, created: false }
      : payer.card === 'new'
        ? await placeNewCardOrder(ctx, draft, payer, caller.client)
        : await placeSavedCardOrder(ctx, draft, payer, priced, caller.client);
  // An order of a visit followed with consent counts in its visit's report.
  if (created && taken.visitId !== null)
    await markFollowedVisit(ctx.db, { visitId: taken.visitId, funnelSlug: taken.funnelSlug });
  if (payer.card === 'saved') {
    const intent = await resignIntentOf(ctx, taken, priced, {
      email,
      recurringToken: payer.paidOrder.cardToken ?? '',
    });
    return { created, intent };
  }
  const form = ctx.provider.paymentIntent({
    order_id: taken.id,
    amount: taken.amount,
    currency: taken.currency,
    order_description: priced.description,
    customer_email: email,
    platform: 'WEB',
    ...(await registerSubscription(ctx.provider, priced.subscription)),
    ...(payer.customer.country
      ? { billing_address: { country: payer.customer.country, zip_code: payer.customer.postalCode } }
      : {}),
  });
  return {
    created,
    intent: { orderId: taken.id, ...form, amount: taken.amount, currency: taken.currency },
    proof: proofOf(ctx, taken),
  };
}

/** A new card's order, with the customer details the request gives: under no customer until it is paid. */
async function placeNewCardOrder(
  ctx: GatewayContext,
  draft: OrderDraft,
  payer: NewCard,
  client: string,
): Promise<{ order: OrderRow; created: boolean }> {
  await rateLimit(ctx, ORDERS_PER_CLIENT, client);
  return keepOrderOnce(ctx.db, {
    ...draft,
    customerDetails: customerDetailsOf({ name: payer.customer.name, answers: payer.answers }),
  });
}

/** A saved card's order, with its paid order locked while the product is checked as not bought yet. */
function placeSavedCardOrder(
  ctx: GatewayContext,
  draft: OrderDraft,
  payer: SavedCard,
  priced: PricedOrder,
  client: string,
): Promise<{ order: OrderRow; created: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const [paid] = await tx.select().from(orders).where(eq(orders.id, payer.paidOrder.id)).for('update');
    if (
      paid?.cardToken == null ||
      !isPaidOrder(paid.status) ||
      (payer.sameFunnelOnly && paid.funnelSlug !== draft.funnelSlug)
    )
      throw gatewayRefusal({ code: NO_USABLE_CARD, message: 'No saved card to pay with; use the card form' }, 409);
    await rateLimit({ ...ctx, db: tx }, ORDERS_PER_CLIENT, client);
    if (!priced.repeatable && (await isBought(tx, paid, priced.productId, payer.oncePerCustomer, ctx.now())))
      throw gatewayRefusal(
        {
          code: 'already_bought',
          message: `${priced.productId} was already bought ${payer.oncePerCustomer ? 'by this customer' : `with order ${paid.id}`}`,
        },
        409,
      );
    // The saved card is charged again: paid as the order that saved it was, a tester's as a tester's.
    return keepOrderOnce(tx, {
      ...draft,
      userId: paid.userId,
      parentOrderId: paid.id,
      paymentMethod: paid.paymentMethod,
      tester: draft.tester || paid.tester,
    });
  });
}

/** Whether a product counts as bought on this paid order's card (findUpsellBought), or ever by its customer. */
async function isBought(
  db: Database,
  paid: OrderRow,
  productId: string,
  oncePerCustomer: boolean,
  now: Date,
): Promise<boolean> {
  if (oncePerCustomer && paid.userId !== null) {
    const [owned] = await db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.userId, paid.userId), eq(purchases.upsellId, productId)))
      .limit(1);
    if (owned !== undefined) return true;
  }
  return (await findUpsellBought(db, paid.id, productId, now)) !== undefined;
}

/** The proof of an order, as long-lived from its making (so a repeated request gets the same one). */
function proofOf(ctx: GatewayContext, order: OrderRow): string {
  return signPurchaseProof(
    ctx.proofKey,
    order.id,
    new Date(order.createdAt.getTime() + PURCHASE_PROOF_LIFETIME_SECONDS * 1000),
  );
}
