import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { orderBrowserOf } from '@/runtime/gateway/orders/orderBrowser';
import { purchaseProofFromCookies } from '@/runtime/gateway/orders/purchaseProof';
import { startOneClickOrder } from '@/runtime/gateway/orders/startOneClickOrder';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { serverEnv } from '@/runtime/platform/env.server';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { resignOrderRequestSchema } from '@/schemas/gateway/resignOrderRequest';

/**
 * A one-click upsell order and its resign intent: 201 made, 200 the same key again; 403 {code: '7.01'} without
 * the paid order's proof (the cookie its order answer set), 409 {code: '7.01'} no saved card, 409
 * {code: 'already_bought'} once only. The browser falls back to the card form on 7.01.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Taking the one-click order', async () => {
    const body = await readValidJsonBody(request, resignOrderRequestSchema);
    const cookieHeader = request.headers.get('cookie');
    const proof = purchaseProofFromCookies(cookieHeader, body.previousOrderId);
    const { created, intent } = await startOneClickOrder(await appGateway(), body, {
      client: requestClientAddress(request.headers),
      proof,
      cookieHeader,
      browser: orderBrowserOf(request.headers, body.targeting, serverEnv()),
    });
    return Response.json(intent, { status: created ? 201 : 200 });
  });
}
