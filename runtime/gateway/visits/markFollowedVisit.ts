import { and, eq } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { leads, orders, visits } from '@/runtime/platform/db/schema';

/**
 * Marks the leads and orders of a visit with the followed visit they belong to (docs/decisions/0031): the day it
 * began, its traffic source, campaign and ad, and its experiment's variant, which the report counts them by without joining
 * every visit. Called, once
 * its own row is committed, wherever either side comes in: a visit begun with consent marks the leads and orders it
 * already has, a lead or an order made in a followed visit is marked at once. Whichever of the two commits last finds
 * the other committed, so none is missed. Idempotent; a visit not followed marks nothing.
 */
export async function markFollowedVisit(db: Database, visit: { visitId: string; funnelSlug: string }): Promise<void> {
  const [followed] = await db
    .select({
      day: visits.day,
      source: visits.source,
      campaign: visits.campaign,
      ad: visits.ad,
      experimentId: visits.experimentId,
      variantId: visits.variantId,
    })
    .from(visits)
    .where(and(eq(visits.visitId, visit.visitId), eq(visits.funnelSlug, visit.funnelSlug)));
  if (followed === undefined) return;
  const marks = {
    visitDay: followed.day,
    visitSource: followed.source,
    visitCampaign: followed.campaign,
    visitAd: followed.ad,
    visitExperimentId: followed.experimentId,
    visitVariantId: followed.variantId,
  };
  await db
    .update(leads)
    .set(marks)
    .where(and(eq(leads.visitId, visit.visitId), eq(leads.funnelSlug, visit.funnelSlug)));
  await db
    .update(orders)
    .set(marks)
    .where(and(eq(orders.visitId, visit.visitId), eq(orders.funnelSlug, visit.funnelSlug)));
}
