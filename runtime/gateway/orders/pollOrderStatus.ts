import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import type { OrderStatusAnswer } from '@/schemas/gateway/orderStatusAnswer';
import { readOrderStatus } from './readOrderStatus';

/**
 * An order's status as the browser polls it. While the bank's 3-D Secure check waits, the provider is asked where,
 * so that a visitor who reloaded can finish it; if the provider cannot say, the status is answered without it.
 */
export async function pollOrderStatus(
  ctx: Pick<GatewayContext, 'db' | 'provider'>,
  orderId: string,
): Promise<OrderStatusAnswer> {
  const answer = await readOrderStatus(ctx.db, orderId);
  if (answer.transactionStatus !== '3ds_verify') return answer;
  const verifyUrl = await ctx.provider.pendingChallenge(orderId).catch(() => undefined);
  return { ...answer, ...(verifyUrl && { verifyUrl }) };
}
