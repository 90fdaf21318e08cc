import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../schemas/enums/orderStatuses';
import type { TransactionStatus } from '../../schemas/enums/transactionStatuses';
import type { Database } from '../platform/db/database';
import { orders } from '../platform/db/schema';
import { HttpError } from '../platform/http/httpError';
import { isActivePayment } from './isActivePayment';

export type OrderStatusAnswer = {
  orderId: string;
  status: OrderStatus;
  /** The provider's status; null until the provider first reports. */
  transactionStatus: TransactionStatus | null;
  /** SPEC §4: whether the payment counts as active. */
  active: boolean;
  declineCode?: string;
  /** While the bank's 3-D Secure check waits: where the visitor completes it (after a reload, say). */
  verifyUrl?: string;
};

/** An order's payment status, as the browser polls it after the form says success. Unknown is 404. */
export async function findOrderStatus(db: Database, orderId: string): Promise<OrderStatusAnswer> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order === undefined) throw new HttpError({ message: `No order ${orderId}` }, 404);
  return {
    orderId: order.id,
    status: order.status,
    transactionStatus: order.transactionStatus,
    active: isActivePayment(order.transactionStatus),
    ...(order.declineCode ? { declineCode: order.declineCode } : {}),
  };
}
