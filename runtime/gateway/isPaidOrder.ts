import type { OrderStatus } from '../../schemas/enums/orderStatuses';

/** Money captured: charged at once (handled) or authorized then settled (handled_settle). */
const PAID: ReadonlySet<OrderStatus> = new Set(['handled', 'handled_settle']);

/** Whether an order's money was taken, so what it sold is the customer's (an upsell purchase, a card to reuse). */
export function isPaidOrder(status: OrderStatus): boolean {
  return PAID.has(status);
}
