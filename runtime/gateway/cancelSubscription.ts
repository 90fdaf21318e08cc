import { and, eq, gt, sql } from 'drizzle-orm';
import { CUSTOMER_CANCEL_CODE } from '../../schemas/payments/subscriptionCancelCodes';
import { cancelVerifications, subscriptions, users } from '../platform/db/schema';
import { HttpError } from '../platform/http/httpError';
import { reportServerError } from '../platform/monitoring/reportServerError';
import type { CancelSubscriptionRequest } from './cancelSubscriptionRequest';
import type { GatewayContext } from './gatewayContext';
import { hashSecret } from './hashSecret';
import { type RateLimitRule, rateLimit } from './rateLimit';

/** Cancel calls from one client address: a visitor cancels a few subscriptions; a flood never reaches the provider. */
export const CANCELS_PER_CLIENT: RateLimitRule = { name: 'cancels_per_client', limit: 20, windowSeconds: 3600 };

/**
 * The last step of cancelling: with a verified email's token, cancels one of its subscriptions through
 * the provider at the end of the period (access is kept until then) and answers when access ends.
 * Cancelling a cancelled subscription answers the same without asking the provider again.
 * The provider takes a cancel code, not words: the customer asked, so 8.14 (subscriptionCancelCodes), which
 * is also what the subscription keeps as its cancel reason, as the provider's webhooks report it. The
 * visitor's own reason (`request.reason`) has no field at the provider and no column here, so it is not kept.
 */
export async function cancelSubscription(
  ctx: GatewayContext,
  request: CancelSubscriptionRequest,
  client: string,
): Promise<{ status: 'cancelled'; accessUntil: string | null }> {
  await rateLimit(ctx, CANCELS_PER_CLIENT, client);
  const now = ctx.now();
  const [verification] = await ctx.db
    .select({ email: cancelVerifications.email })
    .from(cancelVerifications)
    .where(
      and(eq(cancelVerifications.tokenHash, hashSecret(request.token)), gt(cancelVerifications.tokenExpiresAt, now)),
    );
  if (verification === undefined)
    throw new HttpError({ code: 'token_invalid', message: 'Confirm your email again to cancel' }, 401);
  const [found] = await ctx.db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(subscriptions.id, request.subscriptionId), eq(users.email, verification.email)));
  if (found === undefined) throw new HttpError({ message: `No subscription ${request.subscriptionId}` }, 404);
  const { subscription } = found;
  const accessUntil = subscription.nextChargeAt?.toISOString() ?? null;
  if (subscription.status === 'cancelled') return { status: 'cancelled', accessUntil };

  const cancelCode = CUSTOMER_CANCEL_CODE;
  try {
    await ctx.provider.cancelSubscription({ subscriptionId: subscription.id, force: false, cancelCode });
  } catch (error) {
    reportServerError(error, { subscriptionId: subscription.id });
    throw new HttpError({ message: 'The subscription could not be cancelled now; try again in a minute' }, 502);
  }
  // Our cancel is the provider's newest change: stamping it so makes its earlier, late webhooks stale.
  await ctx.db
    .update(subscriptions)
    .set({
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: cancelCode,
      customerReason: request.reason ?? null,
      providerUpdatedAt: now,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, subscription.id));
  return { status: 'cancelled', accessUntil };
}
