import { z } from 'zod';
import { CANCELLATION_MODES } from '@/schemas/funnelSchema';

/** The answer of POST /api/v1/subscriptions/cancel: how the subscription ends, and when access ends (ISO 8601). */
export const cancelAnswerSchema = z.strictObject({
  status: z.literal('cancelled'),
  mode: z.enum(CANCELLATION_MODES),
  accessUntil: z.iso.datetime().nullable(),
});
export type CancelAnswer = z.infer<typeof cancelAnswerSchema>;
