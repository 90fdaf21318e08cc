import { z } from 'zod';

/** The body of POST /api/v1/subscriptions/cancel: the verify step's token, which subscription, and why (optional). */
export const cancelSubscriptionRequestSchema = z.strictObject({
  token: z.string().min(1),
  subscriptionId: z.string().min(1),
  reason: z.string().trim().min(1).optional(),
});
export type CancelSubscriptionRequest = z.infer<typeof cancelSubscriptionRequestSchema>;
