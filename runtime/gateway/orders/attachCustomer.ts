import { eq } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { orders } from '@/runtime/platform/db/schema';
import { knownAttributionTags } from '@/schemas/attribution/knownAttributionTags';
import { readCustomerDetails } from './customerDetails';
import type { OrderRow } from './keepOrderOnce';
import { upsertUser } from './upsertUser';

/**
 * Puts an order whose money was taken under its customer (docs/decisions/0037): the customer of the email it was
 * placed with, made on first sight, and filled with what is not yet known of them from the order's details and its
 * attribution (the first touch). Until then the order stood under no one: a stranger who names an email in orders
 * piles nothing under its owner and fills in nothing of them. An order under a customer already is left as it is.
 */
export async function attachCustomer(db: Database, order: OrderRow): Promise<OrderRow & { userId: string }> {
  if (order.userId !== null) return { ...order, userId: order.userId };
  const details = readCustomerDetails(order.customerDetails);
  const userId = await upsertUser(db, {
    email: order.email,
    ...details,
    attribution: knownAttributionTags(order.attribution),
  });
  const [attached] = await db.update(orders).set({ userId }).where(eq(orders.id, order.id)).returning();
  if (attached === undefined) throw new Error(`order ${order.id} vanished while its customer was attached`);
  return { ...attached, userId };
}
