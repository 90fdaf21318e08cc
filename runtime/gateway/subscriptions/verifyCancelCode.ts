import { timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { hashSecret } from '@/runtime/gateway/hashSecret';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import { cancelVerifications } from '@/runtime/platform/db/schema';
import type { CancelVerifiedAnswer } from '@/schemas/gateway/cancelVerifiedAnswer';
import { answerVerifiedEmail } from './answerVerifiedEmail';

/**
 * How many codes may be tried per code sent; then only a new code helps. A code works only for the lookup that asked
 * for it, and an email is sent at most CANCEL_MAILS_PER_EMAIL codes an hour: whatever addresses guess, an email's
 * codes take at most 5 × 5 guesses an hour (1 in 40,000 of a 6-digit code), and no one but the requester can spend a
 * code's tries (docs/decisions/0037).
 */
export const CANCEL_CODE_MAX_ATTEMPTS = 5;
/** Codes and links tried from one client address, whatever the emails: guessing across many lookups is limited too. */
export const CANCEL_CODE_VERIFIES_PER_CLIENT: RateLimitRule = {
  name: 'cancel_code_verifies_per_client',
  limit: 30,
  windowSeconds: 3600,
};

/**
 * The second step of cancelling: the code mailed for a lookup, tried by whoever made the lookup (only they know its
 * id). Right, it answers with a token for the cancel call and the email's subscriptions. Wrong, expired, or for a
 * lookup that mailed nothing is 400 `code_invalid` (the same answer for an email without subscriptions); the attempt
 * after the last allowed one is 429 `too_many_attempts`; over the client's limit 429 with how long to wait.
 */
export async function verifyCancelCode(
  ctx: GatewayContext,
  request: { lookup: string; code: string },
  client: string,
): Promise<CancelVerifiedAnswer> {
  await rateLimit(ctx, CANCEL_CODE_VERIFIES_PER_CLIENT, client);
  const wrong = (attemptsLeft?: number) =>
    gatewayRefusal({ code: 'code_invalid', message: 'The code is wrong or has expired', attemptsLeft }, 400);
  const [verification] = await ctx.db
    .select()
    .from(cancelVerifications)
    .where(eq(cancelVerifications.id, request.lookup));
  if (verification === undefined || verification.verifiedAt !== null || verification.expiresAt <= ctx.now())
    throw wrong();
  // Counted before comparing, in one statement, so parallel guesses cannot share an attempt.
  const [counted] = await ctx.db
    .update(cancelVerifications)
    .set({ attempts: sql`${cancelVerifications.attempts} + 1` })
    .where(and(eq(cancelVerifications.id, verification.id), lt(cancelVerifications.attempts, CANCEL_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: cancelVerifications.attempts });
  if (counted === undefined)
    throw gatewayRefusal({ code: 'too_many_attempts', message: 'Too many attempts; ask for a new code' }, 429);
  const given = Buffer.from(hashSecret(request.code, verification.id));
  if (!timingSafeEqual(given, Buffer.from(verification.codeHash)))
    throw wrong(CANCEL_CODE_MAX_ATTEMPTS - counted.attempts);
  return answerVerifiedEmail(ctx, verification);
}
