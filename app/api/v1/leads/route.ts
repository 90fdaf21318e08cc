import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { saveLead } from '@/runtime/gateway/leads/saveLead';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { leadRequestSchema } from '@/schemas/gateway/leadRequest';

/** An email given in a funnel, kept at once (and a double opt-in mail sent): 201 new, 200 the same visit's lead updated. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Saving the email', async () => {
    const body = await readValidJsonBody(request, leadRequestSchema);
    const { created } = await saveLead(
      await appGateway(),
      body,
      requestClientAddress(request.headers),
      request.headers.get('cookie'),
      new URL(request.url).origin,
    );
    return new Response(null, { status: created ? 201 : 200 });
  });
}
