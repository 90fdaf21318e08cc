import { z } from 'zod';

/**
 * The body of `POST {analytics gateway}/landing-device` (docs/entities.md#landing-device-payload,
 * docs/calls.md#landing-device-call): a data object with the visitor's utm (attribution) tags, the funnel's pixels (a
 * `tik_tok` list of its non-conditional TikTok ids) and the domain, and the landing device id alongside it.
 */
export const landingDeviceRequestSchema = z.strictObject({
  data: z.strictObject({
    utm_tags: z.record(z.string(), z.string()),
    pixels: z.strictObject({ tik_tok: z.array(z.string().min(1)) }),
    domain: z.string().min(1).max(253),
  }),
  landing_device_id: z.string().min(1).max(200),
});
export type LandingDeviceRequest = z.infer<typeof landingDeviceRequestSchema>;
