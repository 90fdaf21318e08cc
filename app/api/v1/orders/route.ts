import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { orderBrowserOf } from '@/runtime/gateway/orders/orderBrowser';
import { purchaseProofSetCookie } from '@/runtime/gateway/orders/purchaseProof';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { serverEnv } from '@/runtime/platform/env.server';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { createOrderRequestSchema } from '@/schemas/gateway/createOrderRequest';

/**
 * An order for one payment attempt and its payment intent: 201 made, 200 the same key again. The answer
 * sets the order's purchase proof as an HttpOnly cookie, sent back only with one-click upsell orders.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Taking the order', async () => {
    const body = await readValidJsonBody(request, createOrderRequestSchema);
    const { created, intent, proof } = await startCardOrder(
      await appGateway(),
      body,
      requestClientAddress(request.headers),
      request.headers.get('cookie'),
      orderBrowserOf(request.headers, body.targeting, serverEnv()),
    );
    const cookie = purchaseProofSetCookie(intent.orderId, proof, serverEnv().APP_ENV);
    return Response.json(intent, { status: created ? 201 : 200, headers: { 'set-cookie': cookie } });
  });
}
