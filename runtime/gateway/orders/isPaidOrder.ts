import type { OrderStatus } from '@/schemas/enums/orderStatuses';
import { PAID_ORDER_STATUSES } from '@/schemas/enums/paidOrderStatuses';

const PAID: ReadonlySet<OrderStatus> = new Set(PAID_ORDER_STATUSES);

/** Whether an order's money was taken, so what it sold is the customer's (an upsell purchase, a card to reuse). */
export function isPaidOrder(status: OrderStatus): boolean {
  return PAID.has(status);
}
