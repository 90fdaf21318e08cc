import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { storeAnalyticsEvents } from '@/runtime/gateway/visits/storeAnalyticsEvents';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { analyticsEventsRequestSchema } from '@/schemas/gateway/analyticsEventsRequest';

/** A batch of product-analytics events, kept once per event id (the embedded default of analytics): 200. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Storing the analytics events', async () => {
    const body = await readValidJsonBody(request, analyticsEventsRequestSchema, {
      message: 'Expected {events: [{id, visitId, funnel, name, kind, properties, at}, ...]}',
    });
    const answer = await storeAnalyticsEvents(await appGateway(), body, requestClientAddress(request.headers));
    return Response.json(answer);
  });
}
