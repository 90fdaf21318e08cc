import { serverLogger } from '@/runtime/platform/logger/serverLogger';
import type { LandingDeviceRequest } from '@/schemas/gateway/landingDeviceRequest';
import type { GatewayContext } from './gatewayContext';
import { type RateLimitRule, rateLimit } from './rateLimit';

/** Landing-device calls from one client address in an hour: one per visit, so a few for a visitor. */
export const LANDING_DEVICES_PER_CLIENT: RateLimitRule = {
  name: 'landing_devices_per_client',
  limit: 120,
  windowSeconds: 3600,
};

/**
 * The embedded analytics gateway's answer to the landing-device call (SPEC §7): a real analytics gateway links the
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
