import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { findDefinitionVersion } from '@/runtime/definitions/definitionVersions';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { OrderRow } from '@/runtime/gateway/orders/keepOrderOnce';
import { decideRenewalTerms } from '@/runtime/gateway/subscriptions/decideRenewalTerms';
import type { Database } from '@/runtime/platform/db/database';
import { orders } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import type { Currency } from '@/schemas/enums/currencies';
import { CONVERTED_ORDER_STATUSES } from '@/schemas/enums/paidOrderStatuses';
import { funnelAsGiven } from '@/schemas/experiments/variantOf';
import type { Funnel } from '@/schemas/funnelSchema';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';
import type { ProviderOrder } from '@/schemas/payments/providerProtocol';
import { RENEWAL_SALES, type SaleKind } from '@/schemas/payments/saleKinds';
import { UPSELL_CATALOGUE, type UpsellProduct } from '@/schemas/upsellCatalogue';

/**
 * A renewal the provider charged on a subscription an order of ours began (its order id is the provider's own, the
 * runtime has never seen it): kept as an order of the same funnel, product, customer, visit and variant as the order
 * that began the subscription, so its money is reported where the sale was made, in the subscription's currency and at
 * its price (decideRenewalTerms: the price the first order registered); a report in another currency or at another
 * amount is reported and refused with 422, and no order is kept. The first renewal of a plan with a trial, until one is
 * paid, is the trial converting. Undefined when no order of ours began the subscription (another shop's, on the same
 * merchant account). Called inside the webhook's transaction; the beginning order's row is locked, so the renewals of
 * one subscription are decided one at a time.
 */
export async function recordRenewalOrder(db: Database, report: ProviderOrder): Promise<OrderRow | undefined> {
  if (report.subscription_id === undefined) return undefined;
  const [first] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.subscriptionId, report.subscription_id), notInArray(orders.sale, [...RENEWAL_SALES])))
    .orderBy(asc(orders.createdAt))
    .limit(1)
    .for('update');
  if (first === undefined) return undefined;
  const funnel = await soldOn(db, first);
  const terms = decideRenewalTerms(
    {
      currency: first.currency,
      renewalAmount: first.renewalAmount,
      listPrice: funnel === undefined ? undefined : listPriceOf(funnel, first, first.currency),
    },
    report,
  );
  if (terms.kind === 'refused') {
    const refusal = {
      message: `Renewal ${report.order_id} of subscription ${report.subscription_id} ${terms.message}`,
      orderId: report.order_id,
      subscriptionId: report.subscription_id,
    };
    reportServerError(new Error(refusal.message), refusal);
    throw gatewayRefusal(refusal, 422);
  }
  const sale: SaleKind =
    funnel !== undefined && (await convertsTrial(db, funnel, first)) ? 'trial_conversion' : 'renewal';
  const [placed] = await db
    .insert(orders)
    .values({
      id: report.order_id,
      idempotencyKey: randomUUID(),
      userId: first.userId,
      email: first.email,
      funnelSlug: first.funnelSlug,
      funnelVersion: first.funnelVersion,
      productKind: first.productKind,
      productId: first.productId,
      amount: terms.amount,
      currency: terms.currency,
      renewalAmount: first.renewalAmount,
      sale,
      tester: first.tester,
      status: 'draft',
      transactionStatus: null,
      subscriptionId: report.subscription_id,
      // The subscription charges the card (or wallet) its first order was paid with.
      paymentMethod: first.paymentMethod,
      attribution: first.attribution,
      source: first.source,
      medium: first.medium,
      campaign: first.campaign,
      ad: first.ad,
      visitDay: first.visitDay,
      visitSource: first.visitSource,
      visitCampaign: first.visitCampaign,
      visitAd: first.visitAd,
      visitExperimentId: first.visitExperimentId,
      visitVariantId: first.visitVariantId,
      experimentId: first.experimentId,
      variantId: first.variantId,
      visitorId: first.visitorId,
      visitId: first.visitId,
      // Made by the subscription, not in a browser: the ad networks hear of it as its first order's consent allows.
      targetingConsent: first.targetingConsent,
    })
    .onConflictDoNothing({ target: orders.id })
    .returning();
  if (placed !== undefined) return placed;
  // Another report of the same renewal placed it while this one waited on the lock: this one applies to that order.
  const [other] = await db.select().from(orders).where(eq(orders.id, report.order_id)).for('update');
  return other;
}

/** The funnel version the subscription's first order was sold on, as its visitor's variant saw it. */
async function soldOn(db: Database, first: OrderRow): Promise<Funnel | undefined> {
  const stored = await findDefinitionVersion(db, 'funnel', first.funnelSlug, first.funnelVersion);
  if (stored === undefined) return undefined;
  return funnelAsGiven(parseStoredDocument('funnel', stored.document), first.variantId ?? undefined);
}

/** The full recurring price of the product the first order sold (a plan's, a renewing upsell's) in a currency. */
function listPriceOf(funnel: Funnel, first: OrderRow, currency: Currency): number | undefined {
  if (first.productKind === 'plan')
    return funnel.products?.plans?.find((p) => p.id === first.productId)?.price[currency];
  const upsell: UpsellProduct | undefined = Object.entries(UPSELL_CATALOGUE).find(
    ([id]) => id === first.productId,
  )?.[1];
  return upsell?.renews === undefined ? undefined : upsell.price[currency];
}

/** Whether a renewal of this order's subscription now would end its trial: the plan has one, and none has been paid. */
async function convertsTrial(db: Database, funnel: Funnel, first: OrderRow): Promise<boolean> {
  const plan = funnel.products?.plans?.find((p) => p.id === first.productId);
  if (plan?.trial === undefined) return false;
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, first.subscriptionId ?? ''),
        inArray(orders.sale, [...RENEWAL_SALES]),
        inArray(orders.status, [...CONVERTED_ORDER_STATUSES]),
      ),
    )
    .limit(1);
  return paid === undefined;
}
