import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { confirmLead } from '@/runtime/gateway/leads/confirmLead';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { confirmLeadRequestSchema } from '@/schemas/gateway/confirmLeadRequest';

/**
 * A double opt-in link followed (the confirmation page posts its token; a mail scanner that only fetches the page
 * confirms nothing): 200 confirmed, 409 `already_confirmed`, 400/403 `link_invalid`, 410 `link_expired`.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Confirming the email', async () => {
    const body = await readValidJsonBody(request, confirmLeadRequestSchema);
    return Response.json(await confirmLead(await appGateway(), body));
  });
}
