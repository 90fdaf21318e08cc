import { eq, lt, sql } from 'drizzle-orm';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { upsertUser } from '@/runtime/gateway/orders/upsertUser';
import { reportTime } from '@/runtime/gateway/payments/reportTime';
import type { Database } from '@/runtime/platform/db/database';
import { orders, subscriptions } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { customerEmailSchema } from '@/schemas/gateway/customerEmailSchema';
import type { SubscriptionUpdated } from '@/schemas/payments/providerProtocol';

export type SubscriptionUpdateOutcome = 'applied' | 'stale';

/**
 * Keeps the provider's view of a subscription, inside the webhook's transaction. A report older than
 * the one kept changes nothing, nor does one as old that repeats it (reportTime clamps a future one to now).
 * Cancellation is terminal (docs/payment-provider.md#subscriptions: a returning customer gets a new subscription), so a report that
 * revives a cancelled one is reported and refused with 409, like an illegal order move. A subscription
 * cancelled to end with its period stays active, as the provider reports it, until its access ends.
 */
export async function applySubscriptionUpdate(
  db: Database,
  { subscription }: SubscriptionUpdated,
  now: Date,
): Promise<SubscriptionUpdateOutcome> {
  const email = customerEmailSchema.safeParse(subscription.customer_email);
  if (!email.success) throw gatewayRefusal({ message: 'subscription.customer_email is not an email' }, 400);
  const reportedAt = reportTime(subscription.updated_at, now);
  const [kept] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).for('update');
  if (kept !== undefined && reportedAt < kept.providerUpdatedAt) return 'stale';
  // A report as old as the one kept applies only when it says something new.
  if (kept !== undefined && reportedAt.getTime() === kept.providerUpdatedAt.getTime() && !news(kept, { subscription }))
    return 'stale';
  // Cancellation is terminal: a subscription cancelled (at once, or to end with its period) never comes back.
  const revives =
    (kept?.status === 'cancelled' && subscription.status !== 'cancelled') ||
    (kept?.cancelledAt != null && subscription.cancelled_at === undefined);
  if (revives) {
    const refusal = {
      message: `Subscription ${subscription.id} is cancelled and cannot become ${subscription.status}`,
      subscriptionId: subscription.id,
      reported: subscription.status,
    };
    reportServerError(new Error(refusal.message), refusal);
    throw gatewayRefusal(refusal, 409);
  }
  const userId = await upsertUser(db, { email: email.data });
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.subscriptionId, subscription.id))
    .limit(1);
  const values = {
    userId,
    orderId: kept?.orderId ?? order?.id ?? null,
    product: subscription.product_id,
    status: subscription.status,
    nextChargeAt: subscription.next_charge_at ? new Date(subscription.next_charge_at) : (kept?.nextChargeAt ?? null),
    cancelledAt: subscription.cancelled_at ? new Date(subscription.cancelled_at) : (kept?.cancelledAt ?? null),
    accessEndsAt: subscription.expired_at ? new Date(subscription.expired_at) : (kept?.accessEndsAt ?? null),
    // The column keeps the provider's cancel code (subscriptionCancelCodes), as our own cancels do.
    cancelReason: subscription.cancel_code ?? kept?.cancelReason ?? null,
    providerUpdatedAt: reportedAt,
  };
  await db
    .insert(subscriptions)
    .values({ id: subscription.id, ...values })
    .onConflictDoUpdate({
      target: subscriptions.id,
      set: { ...values, updatedAt: sql`now()` },
      // Two first reports at once: the newer one wins whichever commits last.
      setWhere: lt(subscriptions.providerUpdatedAt, reportedAt),
    });
  return 'applied';
}

/** Whether a report differs from what is kept in what the provider decides: status, cancellation, billing. */
function news(kept: typeof subscriptions.$inferSelect, { subscription }: SubscriptionUpdated): boolean {
  const same = (at: Date | null, reported: string | undefined) =>
    reported === undefined || at?.getTime() === new Date(reported).getTime();
  return (
    kept.status !== subscription.status ||
    !same(kept.cancelledAt, subscription.cancelled_at) ||
    !same(kept.accessEndsAt, subscription.expired_at) ||
    !same(kept.nextChargeAt, subscription.next_charge_at)
  );
}
