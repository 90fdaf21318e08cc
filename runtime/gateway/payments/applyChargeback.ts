import { eq } from 'drizzle-orm';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { Database } from '@/runtime/platform/db/database';
import { orders } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { CHARGEBACK_WON_STATUS, type ChargebackReceived } from '@/schemas/payments/providerProtocol';
import type { OrderUpdateOutcome } from './applyOrderUpdate';
import { MOVED } from './decideMoneyMove';
import { recordTransaction } from './recordTransaction';
import { reportTime } from './reportTime';

/**
 * Records a chargeback the provider reports on an order, inside the webhook's transaction: a transaction of the order
 * (operation `chargeback`) with the amount taken back, once per chargeback id, which the report subtracts as it does
 * a refund. The order's status stays (docs/states.md#order-and-transaction-statuses has none for it). A chargeback in another currency, or of more than the
 * order has left (recordTransaction: paid, less refunds and earlier chargebacks, plus disputes won), is reported and
 * refused with 422; one on an order the runtime does not know is reported and left.
 * A report of a dispute won (CHARGEBACK_WON_STATUS) records the chargeback's reversal (`chargeback_reversal`), which
 * gives back what the chargeback took, once; when the chargeback itself was never heard of (its report lost or still
 * to come), both are recorded, the chargeback at its own time. A later report of a reversed chargeback changes nothing.
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
  if (chargeback.currency !== order.currency) {
    const refusal = {
      message: `Order ${order.id} is ${order.amount} ${order.currency}; the chargeback takes ${chargeback.amount} ${chargeback.currency}`,
      orderId: order.id,
    };
    reportServerError(new Error(refusal.message), refusal);
    throw gatewayRefusal(refusal, 422);
  }
  const move = { id: chargeback.id, status: MOVED, amount: chargeback.amount, currency: order.currency };
  const taken = await recordTransaction(
    db,
    order,
    { ...move, operation: 'chargeback' },
    reportTime(chargeback.created_at, now),
  );
  if (chargeback.status !== CHARGEBACK_WON_STATUS) return taken === 'recorded' ? 'applied' : 'unchanged';
  const given = await recordTransaction(
    db,
    order,
    { ...move, operation: 'chargeback_reversal' },
    reportTime(chargeback.updated_at ?? chargeback.created_at, now),
  );
  return taken === 'recorded' || given === 'recorded' ? 'applied' : 'unchanged';
}
