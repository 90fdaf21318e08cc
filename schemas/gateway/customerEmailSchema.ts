import { z } from 'zod';
import { EMAIL_PATTERN } from '@/schemas/emailPattern';

/** RFC 5321's longest address. */
const MAX_EMAIL_LENGTH = 254;

/**
 * An email as the gateway keys customers by: trimmed (docs/validation.md#email tolerates surrounding whitespace) and
 * lower-cased, so one person is one user however they type it, and held to the pattern of docs/validation.md#email, the
 * same one the browser checks (`schemas/emailPattern.ts`), so a request made without the funnel is held to it too.
 */
export const customerEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH)
  .regex(EMAIL_PATTERN, 'must be an email address');
