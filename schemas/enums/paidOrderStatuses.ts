import type { OrderStatus } from './orderStatuses';

/** Order statuses whose money was taken: charged at once (handled) or authorized then settled (handled_settle). */
export const PAID_ORDER_STATUSES = ['handled', 'handled_settle'] as const satisfies readonly OrderStatus[];
