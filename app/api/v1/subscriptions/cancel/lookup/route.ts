import { appGateway } from '../../../../../../runtime/gateway/appGateway.server';
import { gatewayRoute } from '../../../../../../runtime/gateway/gatewayRoute';
import { requestCancelCode } from '../../../../../../runtime/gateway/requestCancelCode';
import { requestClientAddress } from '../../../../../../runtime/gateway/requestClientAddress';
import { readValidJsonBody } from '../../../../../../runtime/platform/http/readValidJsonBody';
import { cancelLookupRequestSchema } from '../../../../../../schemas/gateway/cancelLookupRequest';

/**
 * Sends a cancel code when the email has a subscription; always 202, so no one learns who subscribes,
 * or 429 with Retry-After over the rate limits, for customers and strangers alike.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, async () => {
    const lookup = await readValidJsonBody(request, cancelLookupRequestSchema);
    await requestCancelCode(await appGateway(), lookup, requestClientAddress(request.headers));
    return Response.json({ accepted: true }, { status: 202 });
  });
}
