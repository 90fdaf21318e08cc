import type { OrderStatus } from '@/schemas/enums/orderStatuses';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import { orderStatusOfTransaction } from './orderStatusOfTransaction';
import { ORDER_TRANSITIONS } from './orderTransitions';
import { TRANSACTION_TRANSITIONS } from './transactionTransitions';

export type PaymentStatuses = { status: OrderStatus; transactionStatus: TransactionStatus | null };

export type PaymentStatusDecision =
  | { kind: 'same' }
  | { kind: 'move'; status: OrderStatus; transactionStatus: TransactionStatus }
  | { kind: 'illegal'; from: PaymentStatuses; reported: TransactionStatus };

/**
 * What a provider report does to an order: nothing when it repeats the current status, a move when both
 * the transaction and the order transition tables allow it, and otherwise it is illegal (refused, never
 * applied). Pure: the caller applies, or reports.
 */
export function decidePaymentStatus(current: PaymentStatuses, reported: TransactionStatus): PaymentStatusDecision {
  const status = orderStatusOfTransaction(reported);
  if (reported === current.transactionStatus && status === current.status) return { kind: 'same' };
  const fromTransaction: readonly TransactionStatus[] = TRANSACTION_TRANSITIONS[current.transactionStatus ?? 'none'];
  const fromOrder: readonly OrderStatus[] = ORDER_TRANSITIONS[current.status];
  const transactionMoves = reported === current.transactionStatus || fromTransaction.includes(reported);
  const orderMoves = status === current.status || fromOrder.includes(status);
  if (transactionMoves && orderMoves) return { kind: 'move', status, transactionStatus: reported };
  // The statuses only: `current` may be a whole order row (card token, keys), and an illegal move is reported and
  // answered with what it says.
  return {
    kind: 'illegal',
    from: { status: current.status, transactionStatus: current.transactionStatus },
    reported,
  };
}
