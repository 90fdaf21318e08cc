import { ACTIVE_PAYMENT_STATUSES } from '@/schemas/enums/activePaymentStatuses';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';

const ACTIVE: ReadonlySet<TransactionStatus> = new Set(ACTIVE_PAYMENT_STATUSES);

/** docs/states.md#active-payments: whether a payment counts as active; an order the provider has not reported on (null) does not. */
export function isActivePayment(status: TransactionStatus | null): boolean {
  return status !== null && ACTIVE.has(status);
}
