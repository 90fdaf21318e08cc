import { z } from 'zod';

/**
 * The answer of POST /api/v1/subscriptions/cancel/lookup: always accepted (202), whether or not the email has a
 * subscription, so no one learns who subscribes; a code is mailed when it has.
 */
export const cancelLookupAnswerSchema = z.strictObject({ accepted: z.literal(true) });
export type CancelLookupAnswer = z.infer<typeof cancelLookupAnswerSchema>;
