import { and, eq, inArray } from 'drizzle-orm';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import type { Database } from '@/runtime/platform/db/database';
import { analyticsEvents, publishedDefinitions } from '@/runtime/platform/db/schema';
import type { AnalyticsEventsRequest } from '@/schemas/gateway/analyticsEventsRequest';

/**
 * Event batches from one client address in an hour: a visit sends one every few seconds while it is active (a
 * few dozen in a funnel); an office behind one address sends many more, a script far more.
 */
export const EVENT_BATCHES_PER_CLIENT: RateLimitRule = {
  name: 'event_batches_per_client',
  limit: 600,
  windowSeconds: 3600,
};

/**
 * Keeps a batch of product-analytics events (the embedded default, when no analytics service is configured), each
 * once by its id: a batch resent after a lost answer or a reload stores nothing twice. Answers how many were new. A
 * batch naming a funnel not published is 404 and keeps nothing, as a visit's moments are (measuredSteps): nobody can
 * fill the store with funnels that do not exist.
 */
export async function storeAnalyticsEvents(
  ctx: GatewayContext,
  request: AnalyticsEventsRequest,
  client: string,
): Promise<{ received: number; stored: number }> {
  await rateLimit(ctx, EVENT_BATCHES_PER_CLIENT, client);
  const unknown = await unpublishedFunnel(ctx.db, request.events);
  if (unknown !== undefined) throw gatewayRefusal({ message: `No funnel ${unknown} is published` }, 404);
  const inserted = await ctx.db
    .insert(analyticsEvents)
    .values(
      request.events.map((event) => ({
        eventId: event.id,
        visitId: event.visitId,
        funnelSlug: event.funnel,
        stepId: event.stepId ?? null,
        name: event.name,
        kind: event.kind,
        properties: event.properties,
        occurredAt: new Date(event.at),
      })),
    )
    .onConflictDoNothing({ target: analyticsEvents.eventId })
    .returning({ eventId: analyticsEvents.eventId });
  return { received: request.events.length, stored: inserted.length };
}

/** The first funnel of a batch that is not published now, if any (one query, whatever the batch). */
async function unpublishedFunnel(db: Database, events: AnalyticsEventsRequest['events']): Promise<string | undefined> {
  const named = [...new Set(events.map((event) => event.funnel))];
  const published = await db
    .select({ key: publishedDefinitions.key })
    .from(publishedDefinitions)
    .where(and(eq(publishedDefinitions.kind, 'funnel'), inArray(publishedDefinitions.key, named)));
  const known = new Set(published.map((row) => row.key));
  return named.find((slug) => !known.has(slug));
}
