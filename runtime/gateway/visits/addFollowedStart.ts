import { sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { followedStarts } from '@/runtime/platform/db/schema';
import type { TrafficSource } from '@/schemas/enums/trafficSources';

/**
 * Counts a followed visit begun (`followed_starts`, docs/decisions/0042): one more under the day it began and its
 * traffic source, campaign, ad and variant, as the returns count an origin's, an ad's and a variant's visits.
 */
export async function addFollowedStart(
  db: Database,
  start: {
    day: string;
    funnelSlug: string;
    source: TrafficSource;
    campaign: string;
    ad: string;
    experimentId: string;
    variantId: string;
  },
): Promise<void> {
  await db
    .insert(followedStarts)
    .values({ ...start, count: 1 })
    .onConflictDoUpdate({
      target: [
        followedStarts.funnelSlug,
        followedStarts.day,
        followedStarts.source,
        followedStarts.campaign,
        followedStarts.ad,
        followedStarts.experimentId,
        followedStarts.variantId,
      ],
      set: { count: sql`${followedStarts.count} + 1` },
    });
}
