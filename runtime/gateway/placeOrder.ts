import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { orders } from '../platform/db/schema';
import { HttpError } from '../platform/http/httpError';

export type OrderRow = typeof orders.$inferSelect;
export type OrderDraft = Pick<
  OrderRow,
  'idempotencyKey' | 'userId' | 'funnelSlug' | 'funnelVersion' | 'productKind' | 'productId' | 'amount' | 'currency'
>;

/** What must match for a repeated key to be the same request. */
const SAME_REQUEST: readonly (keyof OrderDraft)[] = [
  'userId',
  'funnelSlug',
  'funnelVersion',
  'productKind',
  'productId',
  'amount',
  'currency',
];

/**
 * Keeps a new order (status draft: no provider report yet) under a fresh id, once per idempotency key.
 * The key's unique constraint decides between concurrent duplicates: exactly one insert wins, and every
 * other request with the key gets that order (created: false). A key reused for a different order is 409.
 */
export async function placeOrder(db: Database, draft: OrderDraft): Promise<{ order: OrderRow; created: boolean }> {
  const [inserted] = await db
    .insert(orders)
    .values({ ...draft, id: `ord_${randomUUID()}`, status: 'draft', transactionStatus: null })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  if (inserted !== undefined) return { order: inserted, created: true };
  const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, draft.idempotencyKey));
  if (existing === undefined) throw new Error(`idempotency key ${draft.idempotencyKey} conflicted but has no order`);
  if (SAME_REQUEST.some((field) => existing[field] !== draft[field]))
    throw new HttpError(
      { message: 'This idempotency key was used for another order; use a fresh key per payment attempt' },
      409,
    );
  return { order: existing, created: false };
}
