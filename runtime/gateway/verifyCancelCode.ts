import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { CancelVerifiedAnswer } from '../../schemas/gateway/cancelVerifiedAnswer';
import { cancelVerifications } from '../platform/db/schema';
import { findSubscriptionsByEmail } from './findSubscriptionsByEmail';
import type { GatewayContext } from './gatewayContext';
import { gatewayRefusal } from './gatewayRefusal';
import { hashSecret } from './hashSecret';
import { type EmailLimit, type RateLimitRule, rateLimit, rateLimitEmail } from './rateLimit';

/** How many codes may be tried per code sent; then only a new code helps. */
export const CANCEL_CODE_MAX_ATTEMPTS = 5;
/** How long the token of a verified email allows cancelling: long enough to choose and confirm. */
export const CANCEL_TOKEN_LIFETIME_MINUTES = 30;
/**
 * Codes tried for one email in an hour, whichever codes were sent: with CANCEL_CODE_MAX_ATTEMPTS per code alone,
 * asking for new codes would allow endless guesses. One requester may try 10; every requester together 50, so a
 * 6-digit code holds against many addresses guessing (at most 50 of a million an hour), and a stranger's wrong
 * codes never use up the customer's own tries (rateLimitEmail).
 */
export const CANCEL_CODE_VERIFIES_PER_EMAIL: EmailLimit = {
  perRequester: { name: 'cancel_code_verifies_per_email_and_client', limit: 10, windowSeconds: 3600 },
  ceiling: { name: 'cancel_code_verifies_per_email', limit: 50, windowSeconds: 3600 },
};
/** Codes tried from one client address, whatever the emails: guessing across many emails is limited too. */
export const CANCEL_CODE_VERIFIES_PER_CLIENT: RateLimitRule = {
  name: 'cancel_code_verifies_per_client',
  limit: 30,
  windowSeconds: 3600,
};

/**
 * The second step of cancelling: the code sent to the email. Right, it answers with a token for the
 * cancel call and the email's subscriptions. Wrong or expired is 400 (the same answer for an email
 * without subscriptions); the attempt after the last allowed one is 429, and so is one over the rate limits
 * (with how long to wait).
 */
export async function verifyCancelCode(
  ctx: GatewayContext,
  request: { email: string; code: string },
  client: string,
): Promise<CancelVerifiedAnswer> {
  await rateLimit(ctx, CANCEL_CODE_VERIFIES_PER_CLIENT, client);
  await rateLimitEmail(ctx, CANCEL_CODE_VERIFIES_PER_EMAIL, request.email, client);
  const now = ctx.now();
  const wrong = (attemptsLeft?: number) =>
    gatewayRefusal({ code: 'code_invalid', message: 'The code is wrong or has expired', attemptsLeft }, 400);
  const [verification] = await ctx.db
    .select()
    .from(cancelVerifications)
    .where(eq(cancelVerifications.email, request.email))
    .orderBy(desc(cancelVerifications.createdAt))
    .limit(1);
  if (verification === undefined || verification.verifiedAt !== null || verification.expiresAt <= now) throw wrong();
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

  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .update(cancelVerifications)
    .set({
      verifiedAt: now,
      tokenHash: hashSecret(token),
      tokenExpiresAt: new Date(now.getTime() + CANCEL_TOKEN_LIFETIME_MINUTES * 60_000),
    })
    .where(eq(cancelVerifications.id, verification.id));
  const subscriptions = await findSubscriptionsByEmail(ctx.db, request.email);
  return {
    token,
    subscriptions: subscriptions.map((s) => {
      // Cancelled to end with its period, it is still active at the provider; to its customer it is cancelled.
      const cancelled = s.status === 'cancelled' || s.cancelledAt !== null;
      return {
        id: s.id,
        product: s.product,
        status: cancelled ? 'cancelled' : s.status,
        nextChargeAt: cancelled ? null : (s.nextChargeAt?.toISOString() ?? null),
        accessUntil: cancelled ? ((s.accessEndsAt ?? s.nextChargeAt)?.toISOString() ?? null) : null,
      };
    }),
  };
}
