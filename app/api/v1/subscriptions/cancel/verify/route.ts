import { appGateway } from '../../../../../../runtime/gateway/appGateway.server';
import { gatewayRoute } from '../../../../../../runtime/gateway/gatewayRoute';
import { requestClientAddress } from '../../../../../../runtime/gateway/requestClientAddress';
import { verifyCancelCode } from '../../../../../../runtime/gateway/verifyCancelCode';
import { readValidJsonBody } from '../../../../../../runtime/platform/http/readValidJsonBody';
import { cancelVerifyRequestSchema } from '../../../../../../schemas/gateway/cancelVerifyRequest';

/**
 * Checks the emailed code: 200 with a cancel token and the subscriptions; 400 wrong or expired; 429 too
 * many tries of the code, or over the rate limits (with Retry-After).
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, async () => {
    const body = await readValidJsonBody(request, cancelVerifyRequestSchema);
    return Response.json(await verifyCancelCode(await appGateway(), body, requestClientAddress(request.headers)));
  });
}
