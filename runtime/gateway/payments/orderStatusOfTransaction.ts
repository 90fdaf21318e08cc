import type { OrderStatus } from '@/schemas/enums/orderStatuses';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import type { NoTransactionYet } from './transactionTransitions';

/** docs/payment-provider.md#statuses: the shop's order status for each provider status. */
const ORDER_STATUS_OF = {
  none: 'draft',
  created: 'new',
  processing: 'in_progress',
  '3ds_verify': '3ds_verify',
  approved: 'handled',
  auth_ok: 'handled_auth',
  settle_ok: 'handled_settle',
  // A partial capture is still a capture: the order is settled, for the part captured.
  partial_settled: 'handled_settle',
  declined: 'fail',
  auth_failed: 'fail_auth',
  void_ok: 'voided',
  refunded: 'refunded',
} as const satisfies Record<TransactionStatus | NoTransactionYet, OrderStatus>;

/** The order status that a provider status (or no report yet) means. */
export function orderStatusOfTransaction(status: TransactionStatus | NoTransactionYet): OrderStatus {
  return ORDER_STATUS_OF[status];
}
