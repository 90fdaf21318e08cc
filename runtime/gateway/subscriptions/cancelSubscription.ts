import { and, eq, gt, sql } from 'drizzle-orm';
import { readFunnelVersion } from '@/runtime/gateway/funnels/readFunnelVersion';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { hashSecret } from '@/runtime/gateway/hashSecret';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import { cancelVerifications, orders, subscriptions, users } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { funnelAsGiven } from '@/schemas/experiments/variantOf';
import type { CancellationMode } from '@/schemas/funnelSchema';
import type { CancelAnswer } from '@/schemas/gateway/cancelAnswer';
import type { CancelSubscriptionRequest } from '@/schemas/gateway/cancelSubscriptionRequest';
import { CUSTOMER_CANCEL_CODE } from '@/schemas/payments/subscriptionCancelCodes';

/** Cancel calls from one client address: a visitor cancels a few subscriptions; a flood never reaches the provider. */
export const CANCELS_PER_CLIENT: RateLimitRule = { name: 'cancels_per_client', limit: 20, windowSeconds: 3600 };

/**
 * The last step of cancelling: with a verified email's token, cancels one of its subscriptions through
 * the provider as the funnel that sold it says (CancellationMode: at the period's end, access kept until
 * then, or at once) and answers how and until when. Cancelling a cancelled subscription answers the same
 * without asking the provider again.
 * The provider takes a cancel code, not words: the customer asked, so 8.14 (subscriptionCancelCodes), which
 * is also what the subscription keeps as its cancel reason, as the provider's webhooks report it. The
 * visitor's own reason is kept beside it (`customerReason`), as the provider has no field for it.
 */
export async function cancelSubscription(
  ctx: GatewayContext,
  request: CancelSubscriptionRequest,
  client: string,
): Promise<CancelAnswer> {
  await rateLimit(ctx, CANCELS_PER_CLIENT, client);
  const now = ctx.now();
  const [verification] = await ctx.db
    .select({ email: cancelVerifications.email })
    .from(cancelVerifications)
    .where(
      and(eq(cancelVerifications.tokenHash, hashSecret(request.token)), gt(cancelVerifications.tokenExpiresAt, now)),
    );
  if (verification === undefined)
    throw gatewayRefusal({ code: 'token_invalid', message: 'Confirm your email again to cancel' }, 401);
  const [found] = await ctx.db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(subscriptions.id, request.subscriptionId), eq(users.email, verification.email)));
  if (found === undefined) throw gatewayRefusal({ message: `No subscription ${request.subscriptionId}` }, 404);
  const { subscription } = found;
  if (subscription.cancelledAt !== null || subscription.status === 'cancelled') {
    const endsAt = subscription.accessEndsAt ?? subscription.nextChargeAt;
    const atOnce = endsAt !== null && subscription.cancelledAt !== null && endsAt <= subscription.cancelledAt;
    return {
      status: 'cancelled',
      mode: atOnce ? 'immediately' : 'periodEnd',
      accessUntil: endsAt?.toISOString() ?? null,
    };
  }

  const mode = await cancellationMode(ctx, subscription.orderId);
  const cancelCode = CUSTOMER_CANCEL_CODE;
  try {
    await ctx.provider.cancelSubscription({
      subscriptionId: subscription.id,
      force: mode === 'immediately',
      cancelCode,
    });
  } catch (error) {
    reportServerError(error, { subscriptionId: subscription.id });
    throw gatewayRefusal({ message: 'The subscription could not be cancelled now; try again in a minute' }, 502);
  }
  // Ended at once, or at the end of the period paid for (then it stays active until then, as the provider has it).
  const accessEndsAt = mode === 'immediately' ? now : subscription.nextChargeAt;
  // Our cancel is the provider's newest change: stamping it so makes its earlier, late webhooks stale.
  await ctx.db
    .update(subscriptions)
    .set({
      ...(mode === 'immediately' ? { status: 'cancelled' as const } : {}),
      cancelledAt: now,
      accessEndsAt,
      cancelReason: cancelCode,
      customerReason: request.reason ?? null,
      providerUpdatedAt: now,
      updatedAt: sql`now()`,
    })
    .where(eq(subscriptions.id, subscription.id));
  return { status: 'cancelled', mode, accessUntil: accessEndsAt?.toISOString() ?? null };
}

/** How the funnel version that sold a subscription cancels it; at the period's end when that is unknown. */
async function cancellationMode(ctx: GatewayContext, orderId: string | null): Promise<CancellationMode> {
  const [order] =
    orderId === null
      ? []
      : await ctx.db
          .select({ slug: orders.funnelSlug, version: orders.funnelVersion, variant: orders.variantId })
          .from(orders)
          .where(eq(orders.id, orderId));
  if (order === undefined) return 'periodEnd';
  const funnel = await readFunnelVersion(ctx.db, order.slug, order.version).catch(() => undefined);
  // What the variant that sold it said, in an experiment.
  return (funnel && funnelAsGiven(funnel, order.variant ?? undefined).products?.cancellation) ?? 'periodEnd';
}
