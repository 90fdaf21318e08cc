import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import { serverLogger } from '@/runtime/platform/logger/serverLogger';
import type { LandingDeviceRequest } from '@/schemas/gateway/landingDeviceRequest';

/** Landing-device calls from one client address in an hour: one per visit, so a few for a visitor. */
export const LANDING_DEVICES_PER_CLIENT: RateLimitRule = {
  name: 'landing_devices_per_client',
  limit: 120,
  windowSeconds: 3600,
};

/**
 * The embedded analytics gateway's answer to the landing-device call (docs/calls.md#landing-device-call): a real analytics gateway links the
 * device to its ad clicks; here it is written to the server's log (at info, as `landing device`), where a developer
 * replaying a funnel sees what would have been sent.
 */
export async function receiveLandingDevice(
  ctx: GatewayContext,
  request: LandingDeviceRequest,
  client: string,
): Promise<void> {
  await rateLimit(ctx, LANDING_DEVICES_PER_CLIENT, client);
  serverLogger().info({ landingDevice: request }, 'landing device');
}
