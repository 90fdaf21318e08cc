import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { verifyEmailLink } from '@/runtime/gateway/leads/verifyEmailLink';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { emailLinkCheckRequestSchema } from '@/schemas/gateway/emailOrderRequest';

/**
 * Whether a report page's signed link is good, so the page can say so before anything is bought: 200 {email}; 400/403
 * `link_invalid`, 410 `link_expired`. Orders check the link again themselves.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Checking the email link', async () => {
    const { page, token } = await readValidJsonBody(request, emailLinkCheckRequestSchema);
    const { email } = verifyEmailLink(await appGateway(), token, { purpose: 'page', subject: page });
    return Response.json({ email });
  });
}
