import { appGateway } from '../../../../../runtime/gateway/appGateway.server';
import { cancelSubscription } from '../../../../../runtime/gateway/cancelSubscription';
import { gatewayRoute } from '../../../../../runtime/gateway/gatewayRoute';
import { readGatewayBody } from '../../../../../runtime/gateway/readGatewayBody';
import { requestClientAddress } from '../../../../../runtime/gateway/requestClientAddress';
import { cancelSubscriptionRequestSchema } from '../../../../../schemas/gateway/cancelSubscriptionRequest';

/** Cancels a verified email's subscription at the period's end: 200 {status, accessUntil}; 429 over the rate limit. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(async () => {
    const body = await readGatewayBody(request, cancelSubscriptionRequestSchema);
    return Response.json(await cancelSubscription(await appGateway(), body, requestClientAddress(request.headers)));
  });
}
