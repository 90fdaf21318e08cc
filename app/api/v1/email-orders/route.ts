import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { orderBrowserOf } from '@/runtime/gateway/orders/orderBrowser';
import { purchaseProofSetCookie } from '@/runtime/gateway/orders/purchaseProof';
import { startEmailPageCardOrder } from '@/runtime/gateway/orders/startEmailPageCardOrder';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { serverEnv } from '@/runtime/platform/env.server';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { emailOrderRequestSchema } from '@/schemas/gateway/emailOrderRequest';

/**
 * The report of a page linked from email, by card, for the email its signed link names or the visitor typed: 201
 * made, 200 the same key again; a bad link 400/403 `link_invalid`, 410 `link_expired` (docs/decisions/0021).
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Taking the order', async () => {
    const body = await readValidJsonBody(request, emailOrderRequestSchema);
    const { created, intent, proof } = await startEmailPageCardOrder(
      await appGateway(),
      body,
      requestClientAddress(request.headers),
      request.headers.get('cookie'),
      orderBrowserOf(request.headers, undefined, serverEnv()),
    );
    const cookie = purchaseProofSetCookie(intent.orderId, proof, serverEnv().APP_ENV);
    return Response.json(intent, { status: created ? 201 : 200, headers: { 'set-cookie': cookie } });
  });
}
