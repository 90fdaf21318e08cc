import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { issueMeasurementPass } from '@/runtime/gateway/visits/issueMeasurementPass';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { measurementPassRequestSchema } from '@/schemas/gateway/measurementPassRequest';

/**
 * The pass a page's measurement requests carry (docs/decisions/0041): 200 with `{pass, expiresAt}`, 404 for a funnel
 * not published, 429 over the per-client limit. Never cached: each is the page's own.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Issuing the measurement pass', async () => {
    const body = await readValidJsonBody(request, measurementPassRequestSchema, {
      message: "Expected {funnel, purpose: 'moments' | 'exposure', subject} or {funnel, purpose: 'counts'}",
    });
    const answer = await issueMeasurementPass(await appGateway(), body, requestClientAddress(request.headers));
    return Response.json(answer, { headers: { 'cache-control': 'no-store' } });
  });
}
