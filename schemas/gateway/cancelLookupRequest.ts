import { z } from 'zod';
import { PATTERNS } from '@/schemas/patterns';
import { customerEmailSchema } from './customerEmailSchema';

/** The body of POST /api/v1/subscriptions/cancel/lookup: the email, and the language the code is mailed in. */
export const cancelLookupRequestSchema = z.strictObject({
  email: customerEmailSchema,
  locale: z.string().regex(new RegExp(PATTERNS.locale.pattern)).optional(),
});
export type CancelLookupRequest = z.infer<typeof cancelLookupRequestSchema>;
