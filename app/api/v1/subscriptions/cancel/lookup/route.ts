import { appGateway } from '../../../../../../runtime/gateway/appGateway.server';
import { cancelLookupRequestSchema } from '../../../../../../runtime/gateway/cancelLookupRequest';
import { gatewayRoute } from '../../../../../../runtime/gateway/gatewayRoute';
import { readGatewayBody } from '../../../../../../runtime/gateway/readGatewayBody';
import { requestCancelCode } from '../../../../../../runtime/gateway/requestCancelCode';

/** Sends a cancel code when the email has a subscription; always 202, so no one learns who subscribes. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(async () => {
    const { email } = await readGatewayBody(request, cancelLookupRequestSchema);
    await requestCancelCode(await appGateway(), email);
    return Response.json({ accepted: true }, { status: 202 });
  });
}
