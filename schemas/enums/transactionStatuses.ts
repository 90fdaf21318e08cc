/** docs/states.md#order-and-transaction-statuses: transaction status values (the provider's card order statuses). */
export const TRANSACTION_STATUSES = [
  'created',
  'processing',
  '3ds_verify',
  'approved',
  'declined',
  'refunded',
  'auth_ok',
  'auth_failed',
  'settle_ok',
  'void_ok',
  'partial_settled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
