import type { OrderStatusAnswer } from '@/schemas/gateway/orderStatusAnswer';
import { findOrderStatus } from './findOrderStatus';
import type { GatewayContext } from './gatewayContext';

/**
 * An order's status as the browser polls it. While the bank's 3-D Secure check waits, the provider is asked where,
 * so that a visitor who reloaded can finish it; if the provider cannot say, the status is answered without it.
 */
export async function findPolledOrderStatus(
  ctx: Pick<GatewayContext, 'db' | 'provider'>,
  orderId: string,
): Promise<OrderStatusAnswer> {
  const answer = await findOrderStatus(ctx.db, orderId);
  if (answer.transactionStatus !== '3ds_verify') return answer;
  const verifyUrl = await ctx.provider.pendingChallenge(orderId).catch(() => undefined);
  return { ...answer, ...(verifyUrl && { verifyUrl }) };
}
