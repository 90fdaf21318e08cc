import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { requestCancelCode } from '@/runtime/gateway/subscriptions/requestCancelCode';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { cancelLookupRequestSchema } from '@/schemas/gateway/cancelLookupRequest';

/**
 * Sends a cancel code (and a link) when the email has a subscription; always 202 with the lookup's id, so no one
 * learns who subscribes, or 429 with Retry-After over the requester's limits, for customers and strangers alike.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Finding the subscriptions', async () => {
    const lookup = await readValidJsonBody(request, cancelLookupRequestSchema);
    const answer = await requestCancelCode(
      await appGateway(),
      lookup,
      requestClientAddress(request.headers),
      new URL(request.url).origin,
    );
    return Response.json(answer, { status: 202 });
  });
}
