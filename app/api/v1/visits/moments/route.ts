import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { recordVisitMoments } from '@/runtime/gateway/visits/recordVisitMoments';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { visitMomentsRequestSchema } from '@/schemas/gateway/visitMomentsRequest';

/** What a visit followed with consent did (docs/decisions/0031): 200 with how many moments were new. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, "Recording the visit's moments", async () => {
    const body = await readValidJsonBody(request, visitMomentsRequestSchema, {
      message: 'Expected {visitId, funnel, source, campaign, experiment?, moments: [{stepId, moment, at}, ...]}',
    });
    const answer = await recordVisitMoments(await appGateway(), body, requestClientAddress(request.headers));
    return Response.json(answer);
  });
}
