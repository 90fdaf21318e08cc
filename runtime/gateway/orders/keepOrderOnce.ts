import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { Database } from '@/runtime/platform/db/database';
import { orders } from '@/runtime/platform/db/schema';
import { adOf } from '@/schemas/attribution/adOf';
import { campaignOf } from '@/schemas/attribution/campaignOf';
import { knownAttributionTags } from '@/schemas/attribution/knownAttributionTags';
import { trafficMediumOf } from '@/schemas/attribution/trafficMediumOf';
import { trafficSourceOf } from '@/schemas/attribution/trafficSourceOf';

export type OrderRow = typeof orders.$inferSelect;
export type OrderDraft = Pick<
  OrderRow,
  | 'idempotencyKey'
  | 'email'
  | 'funnelSlug'
  | 'funnelVersion'
  | 'productKind'
  | 'productId'
  | 'amount'
  | 'currency'
  | 'sale'
> &
  Partial<
    Pick<
      OrderRow,
      | 'userId'
      | 'customerDetails'
      | 'parentOrderId'
      | 'attribution'
      | 'experimentId'
      | 'variantId'
      | 'visitorId'
      | 'visitId'
      | 'paymentMethod'
      | 'targetingConsent'
      | 'clientAddress'
      | 'userAgent'
      | 'pageUrl'
      | 'renewalAmount'
      | 'tester'
    >
  >;

/** What must match for a repeated key to be the same request. */
const SAME_ORDER = [
  'email',
  'funnelSlug',
  'funnelVersion',
  'productKind',
  'productId',
  'amount',
  'currency',
  'sale',
] as const satisfies readonly (keyof OrderDraft)[];

/** The same key used for another order: 409, for a fresh key per payment attempt. */
const keyReused = () =>
  gatewayRefusal(
    { message: 'This idempotency key was used for another order; use a fresh key per payment attempt' },
    409,
  );

/**
 * The order kept under an idempotency key when the request is the same one again (a reload, a retry of the call); a
 * key reused for another order is 409. A repeat is answered from what is kept, before anything is written.
 */
export async function findRepeatedOrder(db: Database, draft: OrderDraft): Promise<OrderRow | undefined> {
  const [kept] = await db.select().from(orders).where(eq(orders.idempotencyKey, draft.idempotencyKey));
  if (kept === undefined) return undefined;
  if (SAME_ORDER.some((field) => kept[field] !== draft[field])) throw keyReused();
  return kept;
}

/**
 * Keeps a new order (status draft: no provider report yet) under a fresh id, once per idempotency key, with the
 * traffic source and campaign of its attribution. It stands under no customer unless the draft names one (a saved
 * card's); a new card's is put under its customer when paid (attachCustomer).
 * The key's unique constraint decides between concurrent duplicates: exactly one insert wins, and every
 * other request with the key gets that order (created: false). A key reused for a different order is 409.
 */
export async function keepOrderOnce(db: Database, draft: OrderDraft): Promise<{ order: OrderRow; created: boolean }> {
  const tags = knownAttributionTags(draft.attribution);
  const [inserted] = await db
    .insert(orders)
    .values({
      ...draft,
      id: `ord_${randomUUID()}`,
      status: 'draft',
      transactionStatus: null,
      source: trafficSourceOf(tags),
      medium: trafficMediumOf(tags),
      campaign: campaignOf(tags),
      ad: adOf(tags),
    })
    .onConflictDoNothing({ target: orders.idempotencyKey })
    .returning();
  if (inserted !== undefined) return { order: inserted, created: true };
  const [existing] = await db.select().from(orders).where(eq(orders.idempotencyKey, draft.idempotencyKey));
  if (existing === undefined) throw new Error(`idempotency key ${draft.idempotencyKey} conflicted but has no order`);
  if (SAME_ORDER.some((field) => existing[field] !== draft[field])) throw keyReused();
  return { order: existing, created: false };
}
