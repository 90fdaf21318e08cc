import { lte, sql } from 'drizzle-orm';
import { rateLimitCounters } from '@/runtime/platform/db/schema';
import type { GatewayContext } from './gatewayContext';
import { hashSecret } from './hashSecret';
import { RateLimitedError } from './rateLimitedError';

/** A limit: at most `limit` hits per subject in a window of `windowSeconds`; `name` keeps rules apart. */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * Counts one hit of the subject (an email, a client address) against the rule, in the database so every
 * instance shares the count, and throws a RateLimitedError (429) when it is over the limit. The window is
 * fixed: it opens at the first hit after the last one closed. Counting is one upsert, so parallel
 * requests each get their own count and never more than `limit` pass. Refused hits count too (a flood
 * stays refused until the window closes, which does not move). Closed windows are deleted when a new one
 * opens, so the table holds about one row per subject seen in the last window.
 */
export async function rateLimit(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const retryAfterSeconds = await countHit(ctx, rule, subject);
  if (retryAfterSeconds !== undefined) throw new RateLimitedError(retryAfterSeconds);
}

/**
 * Counts one hit as rateLimit does, and answers whether it is within the limit instead of refusing: for a ceiling
 * that holds something back (a mail) while the call itself goes on, so what others asked never refuses a caller.
 */
export async function withinRateLimit(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  rule: RateLimitRule,
  subject: string,
): Promise<boolean> {
  return (await countHit(ctx, rule, subject)) === undefined;
}

/** Counts one hit of the subject against the rule: undefined within the limit, else the seconds its window has left. */
async function countHit(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  rule: RateLimitRule,
  subject: string,
): Promise<number | undefined> {
  const now = ctx.now();
  const at = sql`${now.toISOString()}::timestamptz`;
  const closed = sql`${rateLimitCounters.windowEndsAt} <= ${at}`;
  const [counted] = await ctx.db
    .insert(rateLimitCounters)
    .values({
      key: `${rule.name}:${hashSecret(subject)}`,
      hits: 1,
      windowEndsAt: new Date(now.getTime() + rule.windowSeconds * 1000),
    })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${closed} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${closed} then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowEndsAt: rateLimitCounters.windowEndsAt });
  if (counted === undefined) throw new Error(`rate limit ${rule.name}: the counter was not written`);
  if (counted.hits === 1) await ctx.db.delete(rateLimitCounters).where(lte(rateLimitCounters.windowEndsAt, now));
  if (counted.hits <= rule.limit) return undefined;
  return Math.max(1, Math.ceil((counted.windowEndsAt.getTime() - now.getTime()) / 1000));
}

/**
 * The subject a requester is counted as for calls naming an email: their client address and the email together, so
 * what a stranger asks from elsewhere never uses up the customer's own calls. No limit counts an email alone so as to
 * refuse: what others asked never refuses its owner (docs/decisions/0037); a ceiling on an email only holds a mail
 * back (withinRateLimit).
 */
export function requesterOf(client: string, email: string): string {
  return `${client}\n${email}`;
}
