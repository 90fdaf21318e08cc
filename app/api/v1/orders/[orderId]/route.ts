import { appGateway } from '@/runtime/gateway/appGateway.server';
import { findPolledOrderStatus } from '@/runtime/gateway/findPolledOrderStatus';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';

/** An order's payment status, polled by the browser; never cached, it changes with every webhook. */
export function GET(request: Request, { params }: { params: Promise<{ orderId: string }> }): Promise<Response> {
  return gatewayRoute(request, async () => {
    const answer = await findPolledOrderStatus(await appGateway(), (await params).orderId);
    return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
  });
}
