import { z } from 'zod';

/** The code mailed for one lookup, proved by whoever asked for it: the lookup's id (its answer) and the code. */
export const cancelCodeProofSchema = z.strictObject({
  lookup: z.uuid(),
  code: z.string().trim().regex(/^\d+$/, 'must be the digits of the code'),
});

/** The link of a cancel mail, proved by whoever opens it: its signed token. */
export const cancelLinkProofSchema = z.strictObject({ link: z.string().min(1).max(2048) });

/**
 * The body of POST /api/v1/subscriptions/cancel/verify: what proves the email is the visitor's, the code of their
 * lookup or the link of a cancel mail (docs/decisions/0037).
 */
export const cancelVerifyRequestSchema = z.union([cancelCodeProofSchema, cancelLinkProofSchema]);
export type CancelVerifyRequest = z.infer<typeof cancelVerifyRequestSchema>;
