import { appGateway } from '@/runtime/gateway/appGateway.server';
import { gatewayRoute } from '@/runtime/gateway/gatewayRoute';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { receiveLandingDevice } from '@/runtime/gateway/visits/receiveLandingDevice';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { landingDeviceRequestSchema } from '@/schemas/gateway/landingDeviceRequest';

/**
 * docs/calls.md#landing-device-call `POST {analytics gateway}/landing-device`, answered by the app itself when no
 * analytics gateway is set: 204.
 */
export function POST(request: Request): Promise<Response> {
  return gatewayRoute(request, 'Recording the landing device', async () => {
    const body = await readValidJsonBody(request, landingDeviceRequestSchema, {
      message: 'Expected {data: {utm_tags, pixels: {tik_tok}, domain}, landing_device_id}',
    });
    await receiveLandingDevice(await appGateway(), body, requestClientAddress(request.headers));
    return new Response(null, { status: 204 });
  });
}
