import { appGateway } from '../../../../../runtime/gateway/appGateway.server';
import { createResignOrder } from '../../../../../runtime/gateway/createResignOrder';
import { gatewayRoute } from '../../../../../runtime/gateway/gatewayRoute';
import { readGatewayBody } from '../../../../../runtime/gateway/readGatewayBody';
import { resignOrderRequestSchema } from '../../../../../runtime/gateway/resignOrderRequest';

/** A one-click upsell order and its resign intent: 201 made, 200 the same key again, 409 {code: '7.01'} no saved card. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(async () => {
    const body = await readGatewayBody(request, resignOrderRequestSchema);
    const { created, intent } = await createResignOrder(await appGateway(), body);
    return Response.json(intent, { status: created ? 201 : 200 });
  });
}
