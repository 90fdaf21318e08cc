import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AdNetworkSettings } from '@/runtime/gateway/conversions/adNetworkSettings';
import { enqueueConversions } from '@/runtime/gateway/conversions/enqueueConversions';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { attachCustomer } from '@/runtime/gateway/orders/attachCustomer';
import { isPaidOrder } from '@/runtime/gateway/orders/isPaidOrder';
import type { OrderRow } from '@/runtime/gateway/orders/keepOrderOnce';
import type { Database } from '@/runtime/platform/db/database';
import { orders, purchases, subscriptions } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import type { OrderStatus } from '@/schemas/enums/orderStatuses';
import { CONVERTED_ORDER_STATUSES } from '@/schemas/enums/paidOrderStatuses';
import { paymentMethodOf } from '@/schemas/payments/paymentMethodOf';
import type { OrderUpdated } from '@/schemas/payments/providerProtocol';
import { decidePaymentStatus } from './decidePaymentStatus';
import { followRenewal } from './followRenewal';
import { recordRenewalOrder } from './recordRenewalOrder';
import { recordTransaction, type TransactionReport } from './recordTransaction';
import { reportTime } from './reportTime';

/** Statuses of an order whose money was taken at some point: it stands under its customer. */
const CONVERTED: ReadonlySet<OrderStatus> = new Set(CONVERTED_ORDER_STATUSES);

export type OrderUpdateOutcome = 'applied' | 'unchanged' | 'stale' | 'unknown_order';

/**
 * Applies the provider's order report, inside the webhook's transaction. A report whose amount or currency
 * is not the order's is reported and refused with 422 (nothing of it applies). A report older than the last
 * one applied changes nothing (webhooks arrive out of order), nor does one as old unless it is a legal move
 * forward (two reports in the same instant), though a transaction it carries is recorded; a report dated in the future counts as now (reportTime). The
 * status moves only through the transition tables: an illegal move is reported and refused with 409 (the
 * caller's transaction rolls back, the event stays unrecorded, and the provider's redelivery is judged again,
 * perhaps after the report it skipped). Otherwise the order takes the status, decline code, subscription and
 * saved card; the transaction is recorded with what it moved, within what the order was paid (recordTransaction: a
 * refund past what is left, or after a chargeback, is reported and refused with 422, and the report's transaction rolls
 * back whole); a paid upsell becomes a purchase; a renewal's outcome moves its subscription (followRenewal). The
 * provider's own orders, a subscription's renewals, are kept as orders of ours first, at their subscription's currency
 * and price (recordRenewalOrder: a renewal reported at others is reported and refused with 422): a renewal is never an
 * unknown order. An order paid for the first time queues the server's sends of its sale to the ad networks that are on
 * (enqueueConversions), in a savepoint of the same transaction: a failure to queue them is reported, and the payment is
 * recorded all the same.
 */
export async function applyOrderUpdate(
  db: Database,
  update: OrderUpdated,
  now: Date,
  adNetworks: AdNetworkSettings,
): Promise<OrderUpdateOutcome> {
  const [known] = await db.select().from(orders).where(eq(orders.id, update.order.order_id)).for('update');
  // The provider's own orders are renewals of subscriptions: one begun here is kept as an order of ours.
  const order = known ?? (await recordRenewalOrder(db, update.order));
  if (order === undefined) {
    // Not an order of this runtime (another shop on the merchant account?): nothing to apply, nor to retry.
    reportServerError(new Error('payment webhook for an unknown order'), { orderId: update.order.order_id });
    return 'unknown_order';
  }
  if (
    update.order.amount !== order.amount ||
    update.order.currency !== order.currency ||
    (update.transaction?.currency !== undefined && update.transaction.currency !== order.currency)
  ) {
    const refusal = {
      message: `Order ${order.id} is ${order.amount} ${order.currency}; the report says ${update.order.amount} ${update.order.currency}`,
      orderId: order.id,
    };
    reportServerError(new Error(refusal.message), refusal);
    throw gatewayRefusal(refusal, 422);
  }
  const reportedAt = reportTime(update.order.updated_at, now);
  const decision = decidePaymentStatus(order, update.order.status);
  if (order.providerUpdatedAt !== null) {
    const age = reportedAt.getTime() - order.providerUpdatedAt.getTime();
    if (age < 0 || (age === 0 && decision.kind !== 'move')) {
      // The order is past this report (a status read applied a newer state first), but the transaction it
      // carries happened and is recorded: a status read carries none.
      if (update.transaction !== undefined)
        await recordTransaction(db, order, transactionOf(update.transaction, order, update.order.method), reportedAt);
      return 'stale';
    }
  }
  if (decision.kind === 'illegal') {
    const refusal = {
      message: `Order ${order.id} cannot go from ${order.status} (${order.transactionStatus ?? 'none'}) to ${update.order.status}`,
      orderId: order.id,
      from: decision.from,
      reported: decision.reported,
    };
    reportServerError(new Error(refusal.message), refusal);
    throw gatewayRefusal(refusal, 409);
  }
  const [moved] = await db
    .update(orders)
    .set({
      ...(decision.kind === 'move' ? { status: decision.status, transactionStatus: decision.transactionStatus } : {}),
      declineCode: update.error?.code ?? null,
      providerUpdatedAt: reportedAt,
      subscriptionId: update.order.subscription_id ?? order.subscriptionId,
      cardToken: update.transaction?.card_token?.token ?? order.cardToken,
      paymentMethod: paymentMethodOf(update.order.method) ?? order.paymentMethod,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (moved === undefined) throw new Error(`order ${order.id} vanished while locked`);
  // Money taken: the order stands under its customer from now on (docs/decisions/0037).
  const updated = CONVERTED.has(moved.status) ? await attachCustomer(db, moved) : moved;

  if (update.transaction !== undefined)
    await recordTransaction(db, order, transactionOf(update.transaction, order, update.order.method), reportedAt);
  if (decision.kind === 'move') await followRenewal(db, updated, reportedAt);
  // The payment is recorded whatever becomes of its ad conversions: they are queued apart (a savepoint), and a failure
  // to queue them is reported, not the webhook's.
  if (!isPaidOrder(order.status) && isPaidOrder(updated.status))
    await db
      .transaction((queue) => enqueueConversions(queue, updated, adNetworks, reportedAt))
      .catch((error: unknown) => reportServerError(error, { orderId: updated.id, area: 'conversions' }));
  if (updated.productKind === 'upsell' && isPaidOrder(updated.status) && updated.userId !== null)
    await db
      .insert(purchases)
      .values({ userId: updated.userId, orderId: updated.id, upsellId: updated.productId })
      .onConflictDoNothing();
  if (updated.subscriptionId !== null)
    await db
      .update(subscriptions)
      .set({ orderId: updated.id })
      .where(and(eq(subscriptions.id, updated.subscriptionId), isNull(subscriptions.orderId)));
  return decision.kind === 'move' ? 'applied' : 'unchanged';
}

/**
 * The transaction a report carries, with what it moved (the order's amount unless it says its own: a partial refund)
 * and how it was paid (the report's method, else the order's).
 */
function transactionOf(
  transaction: NonNullable<OrderUpdated['transaction']>,
  order: Pick<OrderRow, 'amount' | 'currency' | 'paymentMethod'>,
  providerMethod: string | undefined,
): TransactionReport {
  return {
    id: transaction.id,
    operation: transaction.operation,
    status: transaction.status,
    amount: transaction.amount ?? order.amount,
    currency: order.currency,
    paymentMethod: paymentMethodOf(providerMethod) ?? order.paymentMethod,
  };
}
