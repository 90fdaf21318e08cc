import { and, eq, lt } from 'drizzle-orm';
import { isPaidOrder } from '@/runtime/gateway/orders/isPaidOrder';
import type { OrderRow } from '@/runtime/gateway/orders/keepOrderOnce';
import type { Database } from '@/runtime/platform/db/database';
import { subscriptions } from '@/runtime/platform/db/schema';
import { isRefusedStatus } from '@/schemas/enums/orderStatuses';
import { RENEWAL_SALES } from '@/schemas/payments/saleKinds';

/** The sales that are a subscription's renewal. */
const RENEWALS: ReadonlySet<string> = new Set(RENEWAL_SALES);

/**
 * What a renewal's outcome does to its subscription, when the report is newer than what the subscription last heard:
 * a refused renewal makes an active subscription past due (`redemption`: the provider tries the card again, access is
 * kept), a paid one makes a past-due subscription active again. A cancelled or paused one is left as it is: only the
 * provider's own report moves those. Inside the webhook's transaction.
 */
export async function followRenewal(db: Database, order: OrderRow, reportedAt: Date): Promise<void> {
  if (!RENEWALS.has(order.sale) || order.subscriptionId === null) return;
  const [from, to] = isRefusedStatus(order.status)
    ? (['active', 'redemption'] as const)
    : isPaidOrder(order.status)
      ? (['redemption', 'active'] as const)
      : [];
  if (from === undefined || to === undefined) return;
  await db
    .update(subscriptions)
    .set({ status: to, providerUpdatedAt: reportedAt, updatedAt: reportedAt })
    .where(
      and(
        eq(subscriptions.id, order.subscriptionId),
        eq(subscriptions.status, from),
        lt(subscriptions.providerUpdatedAt, reportedAt),
      ),
    );
}
