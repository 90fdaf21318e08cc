import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { orderBrowserOf } from '@/runtime/gateway/orders/orderBrowser';
import { startEmailPageOneClickOrder } from '@/runtime/gateway/orders/startEmailPageOneClickOrder';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { serverEnv } from '@/runtime/platform/env.server';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { emailResignOrderRequestSchema } from '@/schemas/gateway/emailOrderRequest';

/**
 * The report of a page linked from email in one click, with the saved card of the email its signed link names: 201
 * made, 200 the same key again; 409 {code: '7.01'} no saved card (the browser shows the card form), 409
 * `already_bought`; a bad link 400/403 `link_invalid`, 410 `link_expired`.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Taking the one-click order', async () => {
    const body = await readValidJsonBody(request, emailResignOrderRequestSchema);
    const { created, intent } = await startEmailPageOneClickOrder(await appGateway(), body, {
      client: requestClientAddress(request.headers),
      cookieHeader: request.headers.get('cookie'),
      browser: orderBrowserOf(request.headers, undefined, serverEnv()),
    });
    return Response.json(intent, { status: created ? 201 : 200 });
  });
}
