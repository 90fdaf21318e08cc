import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { pollOrderStatus } from '@/runtime/gateway/orders/pollOrderStatus';

/** An order's payment status, polled by the browser; never cached, it changes with every webhook. */
export function GET(request: Request, { params }: { params: Promise<{ orderId: string }> }): Promise<Response> {
  return gatewayRoute(request, "Reading the order's status", async () => {
    const answer = await pollOrderStatus(await appGateway(), (await params).orderId);
    return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
  });
}
