import { z } from 'zod';

/** One of a verified email's subscriptions, as the cancel steps show it. */
export const cancellableSubscriptionSchema = z.strictObject({
  id: z.string(),
  product: z.string(),
  /** The subscription's status as the provider reports it (`active`, `cancelled`, ...). */
  status: z.string(),
  /** When it next bills (ISO 8601); null once cancelled. */
  nextChargeAt: z.iso.datetime().nullable(),
  /** For a cancelled subscription, when access ends (ISO 8601); null otherwise. */
  accessUntil: z.iso.datetime().nullable(),
});
export type CancellableSubscription = z.infer<typeof cancellableSubscriptionSchema>;

/**
 * The answer of POST /api/v1/subscriptions/cancel/verify: the code proved the email is the visitor's; a token to
 * cancel with, and the email's subscriptions.
 */
export const cancelVerifiedAnswerSchema = z.strictObject({
  token: z.string(),
  subscriptions: z.array(cancellableSubscriptionSchema),
});
export type CancelVerifiedAnswer = z.infer<typeof cancelVerifiedAnswerSchema>;
