import { and, eq, gt, notInArray, or } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { orders } from '@/runtime/platform/db/schema';
import { PURCHASE_PROOF_LIFETIME_SECONDS } from './purchaseProof';

/** Order statuses after which nothing was bought: the upsell may be tried again. */
const NOTHING_BOUGHT = ['fail', 'fail_auth', 'voided', 'refunded'] as const;

/**
 * An order for this upsell on the card of this paid order that counts as bought: paid, under way, or a draft
 * still young enough to be paid (a proof's lifetime); undefined when the upsell may be bought.
 */
export async function findUpsellBought(
  db: Database,
  parentOrderId: string,
  upsellId: string,
  now: Date,
): Promise<string | undefined> {
  const freshDrafts = new Date(now.getTime() - PURCHASE_PROOF_LIFETIME_SECONDS * 1000);
  const [bought] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.parentOrderId, parentOrderId),
        eq(orders.productId, upsellId),
        or(
          and(eq(orders.status, 'draft'), gt(orders.createdAt, freshDrafts)),
          notInArray(orders.status, [...NOTHING_BOUGHT, 'draft']),
        ),
      ),
    )
    .limit(1);
  return bought?.id;
}
