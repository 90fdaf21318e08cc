import { sql } from 'drizzle-orm';
import { attributionCookie } from '../../schemas/attribution/attributionCookie';
import { resolveAttribution } from '../../schemas/attribution/resolveAttribution';
import type { LeadRequest } from '../../schemas/gateway/leadRequest';
import { leads } from '../platform/db/schema';
import { findOrderFunnel } from './findOrderFunnel';
import type { GatewayContext } from './gatewayContext';
import { type RateLimitRule, rateLimit } from './rateLimit';

/** Leads saved from one client address in an hour: a visitor gives an email or two; a script gives many. */
export const LEADS_PER_CLIENT: RateLimitRule = { name: 'leads_per_client', limit: 30, windowSeconds: 3600 };

/**
 * Keeps the email a visitor gave in a funnel (one row per visit: a resend, say with the consent answer, updates
 * it; a consent once given is kept when a resend does not carry it). The funnel version must exist; leads from one
 * client address are limited. The attribution is the request's attribution cookie and the page's tags, by SPEC §5's
 * precedence, as for orders. Answers whether the lead was new.
 */
export async function saveLead(
  ctx: GatewayContext,
  lead: LeadRequest,
  client: string,
  cookieHeader: string | null = null,
): Promise<{ created: boolean }> {
  const funnel = await findOrderFunnel(ctx.db, lead.funnel, lead.funnelVersion);
  await rateLimit(ctx, LEADS_PER_CLIENT, client);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(leads)
    .values({
      visitId: lead.visitId,
      email: lead.email,
      consent: lead.consent ?? null,
      funnelSlug: funnel.slug,
      funnelVersion: funnel.version,
      attribution: resolveAttribution(attributionCookie.read(cookieHeader), lead.attribution ?? {}),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: leads.visitId,
      set: {
        email: lead.email,
        consent: sql`coalesce(excluded.consent, ${leads.consent})`,
        updatedAt: now,
      },
    })
    // A row the statement inserted has no deleting transaction yet (xmax 0); an updated one has this one's.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return { created: row?.inserted === true };
}
