import type { Funnel } from '@/schemas/funnelSchema';
import type { LandingDeviceRequest } from '@/schemas/gateway/landingDeviceRequest';

/**
 * The body of the landing-device call (docs/calls.md#landing-device-call): the visitor's utm (attribution) tags, the
 * funnel's non-conditional TikTok pixel ids as `pixels.tik_tok`, the domain the visitor landed on, and the device id.
 */
export function landingDeviceBody(
  tags: Record<string, string>,
  pixels: Funnel['pixels'],
  domain: string,
  deviceId: string,
): LandingDeviceRequest {
  const tikTok = (pixels?.tikTok ?? []).filter((pixel) => pixel.condition === undefined).map((pixel) => pixel.id);
  return {
    data: { utm_tags: tags, pixels: { tik_tok: [...new Set(tikTok)] }, domain },
    landing_device_id: deviceId,
  };
}
