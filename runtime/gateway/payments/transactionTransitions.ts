import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';

/** The state of an order the provider has not reported on yet. */
export type NoTransactionYet = 'none';

/**
 * The provider's order statuses (the transaction statuses of docs/states.md#order-and-transaction-statuses) and where each may go next. The
 * provider publishes no graph (docs/payment-provider.md#statuses), so this is ours: a first report may be any status that
 * starts a payment (reports can be skipped); auth reserves funds and is then settled (captured) or voided
 * (released); captured money can be refunded; a decline, a failed auth, a void and a refund are final.
 * Staying on the same status is not a transition (a repeated report changes nothing). Listed in
 * docs/payment-statuses.md.
 */
export const TRANSACTION_TRANSITIONS = {
  none: ['created', 'processing', '3ds_verify', 'approved', 'declined', 'auth_ok', 'auth_failed'],
  created: ['processing', '3ds_verify', 'approved', 'declined', 'auth_ok', 'auth_failed'],
  processing: ['3ds_verify', 'approved', 'declined', 'auth_ok', 'auth_failed'],
  // After a challenge the bank may process again (a cascade from 3-D Secure to 2D, code 7.04).
  '3ds_verify': ['processing', 'approved', 'declined', 'auth_ok', 'auth_failed'],
  auth_ok: ['settle_ok', 'partial_settled', 'void_ok'],
  approved: ['refunded'],
  settle_ok: ['refunded'],
  partial_settled: ['refunded'],
  declined: [],
  auth_failed: [],
  void_ok: [],
  refunded: [],
} as const satisfies Record<TransactionStatus | NoTransactionYet, readonly TransactionStatus[]>;
