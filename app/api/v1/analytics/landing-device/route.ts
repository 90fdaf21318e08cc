import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { receiveLandingDevice } from '@/runtime/gateway/receiveLandingDevice';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { landingDeviceRequestSchema } from '@/schemas/gateway/landingDeviceRequest';

/** SPEC §7 `POST {analytics gateway}/landing-device`, answered by the app itself when no analytics gateway is set: 204. */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, async () => {
    const body = await readValidJsonBody(request, landingDeviceRequestSchema, {
      message: 'Expected {data: {utm_tags, pixels: {tik_tok}, domain}, landing_device_id}',
    });
    await receiveLandingDevice(await appGateway(), body, requestClientAddress(request.headers));
    return new Response(null, { status: 204 });
  });
}
