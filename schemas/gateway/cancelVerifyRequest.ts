import { z } from 'zod';
import { customerEmailSchema } from './customerEmailSchema';

/** The body of POST /api/v1/subscriptions/cancel/verify: the email and the code sent to it. */
export const cancelVerifyRequestSchema = z.strictObject({
  email: customerEmailSchema,
  code: z.string().trim().regex(/^\d+$/, 'must be the digits of the code'),
});
export type CancelVerifyRequest = z.infer<typeof cancelVerifyRequestSchema>;
