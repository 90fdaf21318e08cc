import type { OrderStatus } from '@/schemas/enums/orderStatuses';

/**
 * The order statuses of docs/states.md#order-and-transaction-statuses and where each may go next (the shop's wrapper over the provider's status,
 * docs/payment-provider.md#statuses). `draft` is an order we made an intent for that the provider has not reported on; `new`
 * is the provider's `created`. The graph mirrors TRANSACTION_TRANSITIONS through orderStatusOfTransaction (a test
 * checks they agree). Staying on the same status is not a transition. Listed in docs/payment-statuses.md.
 */
export const ORDER_TRANSITIONS = {
  draft: ['new', 'in_progress', '3ds_verify', 'handled', 'fail', 'handled_auth', 'fail_auth'],
  new: ['in_progress', '3ds_verify', 'handled', 'fail', 'handled_auth', 'fail_auth'],
  in_progress: ['3ds_verify', 'handled', 'fail', 'handled_auth', 'fail_auth'],
  '3ds_verify': ['in_progress', 'handled', 'fail', 'handled_auth', 'fail_auth'],
  handled_auth: ['handled_settle', 'voided'],
  handled: ['refunded'],
  handled_settle: ['refunded'],
  fail: [],
  fail_auth: [],
  voided: [],
  refunded: [],
} as const satisfies Record<OrderStatus, readonly OrderStatus[]>;
