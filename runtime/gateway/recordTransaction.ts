import { and, eq } from 'drizzle-orm';
import type { OrderUpdated } from '../../schemas/payments/providerProtocol';
import type { Database } from '../platform/db/database';
import { transactions } from '../platform/db/schema';

/**
 * Records the provider transaction a report carries, once: a transaction already recorded on the order with the same
 * id and status is not recorded again. Called with the order's row locked (applyOrderUpdate), so two reports of one
 * transaction cannot both record it.
 */
export async function recordTransaction(
  db: Database,
  orderId: string,
  transaction: NonNullable<OrderUpdated['transaction']>,
  occurredAt: Date,
): Promise<void> {
  const [known] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.orderId, orderId),
        eq(transactions.providerTransactionId, transaction.id),
        eq(transactions.status, transaction.status),
      ),
    )
    .limit(1);
  if (known !== undefined) return;
  await db.insert(transactions).values({
    orderId,
    providerTransactionId: transaction.id,
    operation: transaction.operation,
    status: transaction.status,
    occurredAt,
  });
}
