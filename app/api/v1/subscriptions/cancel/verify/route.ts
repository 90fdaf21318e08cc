import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { verifyCancelCode } from '@/runtime/gateway/subscriptions/verifyCancelCode';
import { verifyCancelLink } from '@/runtime/gateway/subscriptions/verifyCancelLink';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { cancelVerifyRequestSchema } from '@/schemas/gateway/cancelVerifyRequest';

/**
 * Proves the email, with the code of the visitor's lookup or a cancel mail's link: 200 with a cancel token and the
 * subscriptions; 400 a wrong or expired code; 4xx a link that is not one (`link_invalid`, `link_expired`); 429 too many
 * tries of the code, or over the client's limit (with Retry-After).
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Checking the cancel code', async () => {
    const body = await readValidJsonBody(request, cancelVerifyRequestSchema);
    const gateway = await appGateway();
    const client = requestClientAddress(request.headers);
    return Response.json(
      'link' in body ? await verifyCancelLink(gateway, body, client) : await verifyCancelCode(gateway, body, client),
    );
  });
}
