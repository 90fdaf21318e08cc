import { appGateway } from '../../../../../runtime/gateway/appGateway.server';
import { findOrderStatus } from '../../../../../runtime/gateway/findOrderStatus';
import { gatewayRoute } from '../../../../../runtime/gateway/gatewayRoute';

/** An order's payment status, polled by the browser; never cached, it changes with every webhook. */
export function GET(_request: Request, { params }: { params: Promise<{ orderId: string }> }): Promise<Response> {
  return gatewayRoute(async () => {
    const { orderId } = await params;
    const gateway = await appGateway();
    const answer = await findOrderStatus(gateway.db, orderId);
    // A 3-D Secure check in progress: the provider says where it waits, so a visitor who reloaded can finish it.
    const verifyUrl =
      answer.transactionStatus === '3ds_verify'
        ? await gateway.provider.pendingChallenge(orderId).catch(() => undefined)
        : undefined;
    return Response.json({ ...answer, ...(verifyUrl && { verifyUrl }) }, { headers: { 'cache-control': 'no-store' } });
  });
}
