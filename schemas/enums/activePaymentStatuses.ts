import type { TransactionStatus } from './transactionStatuses';

/** docs/states.md#active-payments: payment statuses counted as active. */
export const ACTIVE_PAYMENT_STATUSES = [
  'auth_ok',
  'approved',
  'created',
  'settle_ok',
  'processing',
  'void_ok',
  'partial_settled',
] as const satisfies readonly TransactionStatus[];
export type ActivePaymentStatus = (typeof ACTIVE_PAYMENT_STATUSES)[number];
