import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { subscriptions, users } from '@/runtime/platform/db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The subscriptions of the user with this (normalized) email, newest first. */
export async function findSubscriptionsByEmail(db: Database, email: string): Promise<SubscriptionRow[]> {
  const rows = await db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(users.email, email))
    .orderBy(desc(subscriptions.createdAt));
  return rows.map((row) => row.subscription);
}
