/** docs/states.md#order-and-transaction-statuses: order status values. */
export const ORDER_STATUSES = [
  'new',
  'draft',
  'fail',
  'fail_auth',
  'handled',
  'handled_auth',
  'handled_settle',
  'in_progress',
  '3ds_verify',
  'refunded',
  'voided',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses of an order the provider refused to charge (a declined card, a failed renewal). */
export const REFUSED_ORDER_STATUSES = ['fail', 'fail_auth'] as const satisfies readonly OrderStatus[];
export const isRefusedStatus = (status: OrderStatus): boolean =>
  (REFUSED_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
