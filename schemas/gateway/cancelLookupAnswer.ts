import { z } from 'zod';

/**
 * The answer of POST /api/v1/subscriptions/cancel/lookup: always accepted (202), whether or not the email has a
 * subscription, so no one learns who subscribes; a code is mailed when it has. The lookup's id goes with the code
 * when it is tried: a code works only for the lookup that asked for it (docs/decisions/0037).
 */
export const cancelLookupAnswerSchema = z.strictObject({ accepted: z.literal(true), lookup: z.uuid() });
export type CancelLookupAnswer = z.infer<typeof cancelLookupAnswerSchema>;
