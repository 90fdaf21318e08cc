import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { countStepMoments } from '@/runtime/gateway/visits/countStepMoments';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { stepCountsRequestSchema } from '@/schemas/gateway/visitMomentsRequest';

/** Moments of a visit not followed, counted and nothing else (docs/decisions/0031): 200 with how many were counted. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, "Counting the visit's steps", async () => {
    const body = await readValidJsonBody(request, stepCountsRequestSchema, {
      message: 'Expected {funnel, source, campaign, experiment?, moments: [{stepId, moment}, ...]}',
    });
    const answer = await countStepMoments(await appGateway(), body, requestClientAddress(request.headers));
    return Response.json(answer);
  });
}
