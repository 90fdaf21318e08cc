import { z } from 'zod';

/** RFC 5321's longest address. */
const MAX_EMAIL_LENGTH = 254;

/**
 * An email as the gateway keys customers by: trimmed (SPEC §5 tolerates surrounding whitespace) and
 * lower-cased, so one person is one user however they type it. The browser checks SPEC §5's pattern;
 * the server only makes sure it is shaped like an address.
 */
export const customerEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL_LENGTH)
  .regex(/^[^@\s]+@[^@\s]+$/, 'must be an email address');
