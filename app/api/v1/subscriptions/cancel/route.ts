import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { cancelSubscription } from '@/runtime/gateway/subscriptions/cancelSubscription';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { cancelSubscriptionRequestSchema } from '@/schemas/gateway/cancelSubscriptionRequest';

/** Cancels a verified email's subscription at the period's end: 200 {status, accessUntil}; 429 over the rate limit. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Cancelling the subscription', async () => {
    const body = await readValidJsonBody(request, cancelSubscriptionRequestSchema);
    return Response.json(await cancelSubscription(await appGateway(), body, requestClientAddress(request.headers)));
  });
}
