import { z } from 'zod';
import { customerEmailSchema } from './customerEmailSchema';

/** The body of POST /api/v1/subscriptions/cancel/lookup. */
export const cancelLookupRequestSchema = z.strictObject({ email: customerEmailSchema });
export type CancelLookupRequest = z.infer<typeof cancelLookupRequestSchema>;
