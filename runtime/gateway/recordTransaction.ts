import { and, eq } from 'drizzle-orm';
import type { Currency } from '../../schemas/enums/currencies';
import type { PaymentMethod } from '../../schemas/enums/paymentMethods';
import type { TransactionOperation } from '../../schemas/payments/moneyOperations';
import type { Database } from '../platform/db/database';
import { transactions } from '../platform/db/schema';

/** A transaction as the runtime records it: the provider's id, what it did, how it ended and what it moved. */
export type TransactionReport = {
  id: string;
  operation: TransactionOperation;
  status: string;
  /** In minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** How it was paid, when known. */
  paymentMethod?: PaymentMethod | null;
};

/**
 * Records a provider transaction of an order, once: a transaction already recorded on the order with the same id and
 * status is not recorded again, so the money of a redelivered or repeated report is counted once. Called with the
 * order's row locked (applyOrderUpdate, applyChargeback), so two reports of one transaction cannot both record it.
 */
export async function recordTransaction(
  db: Database,
  orderId: string,
  transaction: TransactionReport,
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
    amount: transaction.amount,
    currency: transaction.currency,
    paymentMethod: transaction.paymentMethod ?? null,
    occurredAt,
  });
}
