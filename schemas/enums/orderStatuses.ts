/** SPEC §4: order status values. */
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
