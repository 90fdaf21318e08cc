import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { hashSecret } from '@/runtime/gateway/hashSecret';
import { cancelVerifications } from '@/runtime/platform/db/schema';
import type { CancelVerifiedAnswer } from '@/schemas/gateway/cancelVerifiedAnswer';
import { findSubscriptionsByEmail } from './findSubscriptionsByEmail';

/** How long the token of a verified email allows cancelling: long enough to choose and confirm. */
export const CANCEL_TOKEN_LIFETIME_MINUTES = 30;

/**
 * The answer to an email proved (by the code of a lookup, or a cancel mail's link): a fresh token for the cancel
 * call, kept as its hash on the verification, and the email's subscriptions as the cancel steps show them.
 */
export async function answerVerifiedEmail(
  ctx: GatewayContext,
  verification: { id: string; email: string },
): Promise<CancelVerifiedAnswer> {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db
    .update(cancelVerifications)
    .set({
      verifiedAt: now,
      tokenHash: hashSecret(token),
      tokenExpiresAt: new Date(now.getTime() + CANCEL_TOKEN_LIFETIME_MINUTES * 60_000),
    })
    .where(eq(cancelVerifications.id, verification.id));
  const subscriptions = await findSubscriptionsByEmail(ctx.db, verification.email);
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
