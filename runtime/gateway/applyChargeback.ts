import { eq } from 'drizzle-orm';
import type { ChargebackReceived } from '../../schemas/payments/providerProtocol';
import type { Database } from '../platform/db/database';
import { orders } from '../platform/db/schema';
import { reportServerError } from '../platform/monitoring/reportServerError';
import type { OrderUpdateOutcome } from './applyOrderUpdate';
import { gatewayRefusal } from './gatewayRefusal';
import { recordTransaction } from './recordTransaction';
import { reportTime } from './reportTime';

/**
 * Records a chargeback the provider reports on an order, inside the webhook's transaction: a transaction of the order
 * (operation `chargeback`) with the amount taken back, once per chargeback id, which the report subtracts as it does
 * a refund. The order's status stays (SPEC §4 has none for it). A chargeback of more than the order, or in another
 * currency, is reported and refused with 422; one on an order the runtime does not know is reported and left.
 */
export async function applyChargeback(
  db: Database,
  { order: reported, chargeback }: ChargebackReceived,
  now: Date,
): Promise<Exclude<OrderUpdateOutcome, 'stale'>> {
  const [order] = await db.select().from(orders).where(eq(orders.id, reported.order_id)).for('update');
  if (order === undefined) {
    reportServerError(new Error('chargeback for an unknown order'), { orderId: reported.order_id });
    return 'unknown_order';
  }
  if (chargeback.currency !== order.currency || chargeback.amount > order.amount) {
    const refusal = {
      message: `Order ${order.id} is ${order.amount} ${order.currency}; the chargeback takes ${chargeback.amount} ${chargeback.currency}`,
      orderId: order.id,
    };
    reportServerError(new Error(refusal.message), refusal);
    throw gatewayRefusal(refusal, 422);
  }
  await recordTransaction(
    db,
    order.id,
    {
      id: chargeback.id,
      operation: 'chargeback',
      status: 'success',
      amount: chargeback.amount,
      currency: order.currency,
    },
    reportTime(chargeback.created_at, now),
  );
  return 'applied';
}
