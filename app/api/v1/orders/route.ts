import { appGateway } from '../../../../runtime/gateway/appGateway.server';
import { createOrder } from '../../../../runtime/gateway/createOrder';
import { createOrderRequestSchema } from '../../../../runtime/gateway/createOrderRequest';
import { gatewayRoute } from '../../../../runtime/gateway/gatewayRoute';
import { readGatewayBody } from '../../../../runtime/gateway/readGatewayBody';

/** An order for one payment attempt and its payment intent: 201 made, 200 the same key again. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(async () => {
    const body = await readGatewayBody(request, createOrderRequestSchema);
    const { created, intent } = await createOrder(await appGateway(), body);
    return Response.json(intent, { status: created ? 201 : 200 });
  });
}
