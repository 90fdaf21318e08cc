import { eq } from 'drizzle-orm';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { isActivePayment } from '@/runtime/gateway/payments/isActivePayment';
import type { Database } from '@/runtime/platform/db/database';
import { orders } from '@/runtime/platform/db/schema';
import type { OrderStatusAnswer } from '@/schemas/gateway/orderStatusAnswer';
import { isStorableText } from '@/schemas/storableText';

/**
 * An order's payment status, as the browser polls it after the form says success. Unknown is 404, an id holding what no text
 * stores (a NUL, a lone surrogate) too: no order has one, and the database would fail on it rather than answer.
 */
export async function readOrderStatus(db: Database, orderId: string): Promise<OrderStatusAnswer> {
  if (!isStorableText(orderId)) throw gatewayRefusal({ message: 'No such order' }, 404);
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (order === undefined) throw gatewayRefusal({ message: `No order ${orderId}` }, 404);
  return {
    orderId: order.id,
    status: order.status,
    transactionStatus: order.transactionStatus,
    active: isActivePayment(order.transactionStatus),
    amount: order.amount,
    currency: order.currency,
    productId: order.productId,
    ...(order.paymentMethod !== null && { paymentMethod: order.paymentMethod }),
    ...(order.declineCode ? { declineCode: order.declineCode } : {}),
  };
}
