import type { OrderStatus } from './orderStatuses';

/** Order statuses whose money was taken: charged at once (handled) or authorized then settled (handled_settle). */
export const PAID_ORDER_STATUSES = ['handled', 'handled_settle'] as const satisfies readonly OrderStatus[];

/**
 * Order statuses of an order whose money was taken at some point: paid, or paid and refunded since. A plan in one of
 * these converted its visitor (the money the report counts says what was kept); a renewal in one of these ended a
 * trial.
 */
export const CONVERTED_ORDER_STATUSES = [...PAID_ORDER_STATUSES, 'refunded'] as const satisfies readonly OrderStatus[];
