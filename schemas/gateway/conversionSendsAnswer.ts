import { z } from 'zod';
import { AD_NETWORKS, CONVERSION_SEND_STATUSES } from '@/schemas/enums/adNetworks';

/**
 * The answer of GET /api/v1/orders/:id/conversions, for the team only: the server's sends of an order's sale to the
 * ad networks, as the tester-mode inspector lists them beside the pixel calls. Empty when none was queued: the
 * visitor's consent did not allow targeting, no network is on, or the funnel has no pixel of one.
 */
export const conversionSendsAnswerSchema = z.strictObject({
  sends: z.array(
    z.strictObject({
      network: z.enum(AD_NETWORKS),
      pixelId: z.string(),
      eventId: z.string(),
      status: z.enum(CONVERSION_SEND_STATUSES),
      attempts: z.int(),
      testEventCode: z.string().nullable(),
      lastError: z.string().nullable(),
      sentAt: z.iso.datetime().nullable(),
      /** The event as the network's API takes it (hashed email, never the address). */
      event: z.unknown(),
    }),
  ),
});
export type ConversionSendsAnswer = z.infer<typeof conversionSendsAnswerSchema>;
