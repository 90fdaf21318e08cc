import { eq } from 'drizzle-orm';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { OrderRow } from '@/runtime/gateway/orders/keepOrderOnce';
import type { Database } from '@/runtime/platform/db/database';
import { transactions } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import type { Currency } from '@/schemas/enums/currencies';
import type { PaymentMethod } from '@/schemas/enums/paymentMethods';
import type { TransactionOperation } from '@/schemas/payments/moneyOperations';
import { decideMoneyMove } from './decideMoneyMove';

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
 * Records a provider transaction of an order, once, and only within what the order was paid (decideMoneyMove): a
 * transaction already recorded on the order with the same id, operation and status is not recorded again, so the money
 * of a redelivered or repeated report is counted once ('repeat'); one that would take more than the order has left (a
 * refund or chargeback past what was paid, a refund after a chargeback) is reported and refused with 422. Called with the order's row locked (applyOrderUpdate, applyChargeback), inside the webhook's
 * transaction, so two reports of one order are judged one after the other, and a refusal rolls back all the report did.
 */
export async function recordTransaction(
  db: Database,
  order: Pick<OrderRow, 'id' | 'amount' | 'currency'>,
  transaction: TransactionReport,
  occurredAt: Date,
): Promise<'recorded' | 'repeat'> {
  const recorded = await db
    .select({
      id: transactions.providerTransactionId,
      operation: transactions.operation,
      status: transactions.status,
      amount: transactions.amount,
      occurredAt: transactions.occurredAt,
    })
    .from(transactions)
    .where(eq(transactions.orderId, order.id));
  const decision = decideMoneyMove(recorded, { ...transaction, occurredAt });
  if (decision.kind === 'repeat') return 'repeat';
  if (decision.kind === 'refused') {
    const refusal = {
      message: `Order ${order.id} (${order.amount} ${order.currency}) refuses ${decision.message}`,
      orderId: order.id,
      transactionId: transaction.id,
    };
    reportServerError(new Error(refusal.message), refusal);
    throw gatewayRefusal(refusal, 422);
  }
  await db.insert(transactions).values({
    orderId: order.id,
    providerTransactionId: transaction.id,
    operation: transaction.operation,
    status: transaction.status,
    amount: transaction.amount,
    currency: transaction.currency,
    paymentMethod: transaction.paymentMethod ?? null,
    occurredAt,
  });
  return 'recorded';
}
