import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { receivePaymentWebhook } from '@/runtime/gateway/payments/receivePaymentWebhook';
import { readBodyText } from '@/runtime/platform/http/readBodyText';
import { requireJsonBody } from '@/runtime/platform/http/requireJsonBody';

/**
 * The payment provider's webhooks. The signature covers the exact bytes, so the body is read raw.
 * 200 acknowledges (applied, unchanged, stale, duplicate, unknown order); 400, 401 and 409 make the
 * provider retry.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Receiving the payment report', async () => {
    requireJsonBody(request);
    const body = await readBodyText(request);
    const answer = await receivePaymentWebhook(await appGateway(), { headers: request.headers, body });
    return Response.json(answer);
  });
}
