import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { recordExposure } from '@/runtime/gateway/visits/recordExposure';
import { serverEnv } from '@/runtime/platform/env.server';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { experimentSetCookies } from '@/schemas/experiments/experimentCookies';
import { exposureRequestSchema } from '@/schemas/gateway/exposureRequest';

/**
 * A visitor shown a variant of an experiment: 201 the first time, 200 after (the first is kept) and for a tester (kept
 * as none). The answer sets the visitor's experiment cookies again from the server, so a browser that caps cookies
 * written by script keeps them.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Recording the exposure', async () => {
    const body = await readValidJsonBody(request, exposureRequestSchema);
    const cookieHeader = request.headers.get('cookie');
    const gateway = await appGateway();
    const { created } = await recordExposure(gateway, body, requestClientAddress(request.headers), cookieHeader);
    const headers = new Headers();
    for (const cookie of experimentSetCookies(cookieHeader, serverEnv().APP_ENV)) headers.append('set-cookie', cookie);
    return new Response(null, { status: created ? 201 : 200, headers });
  });
}
