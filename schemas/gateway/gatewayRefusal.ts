import { z } from 'zod';
import { DECLINE_CODE_LIST } from '@/schemas/payments/declineCodes';

/**
 * The gateway's own refusal codes, which the browser acts on: over a rate limit (wait), a wrong or spent cancel
 * code, an expired cancel token, a discount the visit was not shown, an upsell bought already, an email link that
 * is not ours (forged, malformed, for another page) or has expired, a confirmation link used already, a measurement
 * pass missing, not ours or expired (the page asks for a new one).
 */
export const GATEWAY_REFUSAL_CODES = [
  'rate_limited',
  'code_invalid',
  'too_many_attempts',
  'token_invalid',
  'offer_not_shown',
  'already_bought',
  'link_invalid',
  'link_expired',
  'already_confirmed',
  'variant_mismatch',
  'pass_invalid',
] as const;
export type GatewayRefusalCode = (typeof GATEWAY_REFUSAL_CODES)[number];

/**
 * The error object of a refused gateway call (the `originalError` of docs/errors.md#error-shape): a message, and a code
 * the browser acts on (the gateway's own, or the provider's decline code, such as 7.01 to use the card form), with what
 * the code needs: seconds to wait, attempts left, or the fields at fault.
 */
export const gatewayRefusalSchema = z.looseObject({
  message: z.string(),
  code: z.enum([...GATEWAY_REFUSAL_CODES, ...DECLINE_CODE_LIST]).optional(),
  /** Over a rate limit: how long until the window closes (also the `Retry-After` header). */
  retryAfterSeconds: z.number().optional(),
  /** A wrong cancel code: how many more tries the code allows. */
  attemptsLeft: z.int().optional(),
  /** A body that is not valid: each field at fault. */
  issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});
export type GatewayRefusal = z.infer<typeof gatewayRefusalSchema>;
