import { appGateway } from '../../../../../runtime/gateway/appGateway.server';
import { gatewayRoute } from '../../../../../runtime/gateway/gatewayRoute';
import { recordExposure } from '../../../../../runtime/gateway/recordExposure';
import { requestClientAddress } from '../../../../../runtime/gateway/requestClientAddress';
import { readValidJsonBody } from '../../../../../runtime/platform/http/readValidJsonBody';
import { exposureRequestSchema } from '../../../../../schemas/gateway/exposureRequest';

/** A visitor shown a variant of an experiment: 201 the first time, 200 after (the first is kept). */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, async () => {
    const body = await readValidJsonBody(request, exposureRequestSchema);
    const { created } = await recordExposure(await appGateway(), body, requestClientAddress(request.headers));
    return new Response(null, { status: created ? 201 : 200 });
  });
}
