import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { readFunnelVersion } from '@/runtime/gateway/funnels/readFunnelVersion';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { type RateLimitRule, rateLimit, withinRateLimit } from '@/runtime/gateway/rateLimit';
import { markFollowedVisit } from '@/runtime/gateway/visits/markFollowedVisit';
import { DAY_MS } from '@/runtime/platform/days';
import { leads } from '@/runtime/platform/db/schema';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { signEmailLinkToken } from '@/runtime/signing/emailLinkToken';
import { attributionCookie } from '@/schemas/attribution/attributionCookie';
import { campaignOf } from '@/schemas/attribution/campaignOf';
import { resolveAttribution } from '@/schemas/attribution/resolveAttribution';
import { trafficMediumOf } from '@/schemas/attribution/trafficMediumOf';
import { trafficSourceOf } from '@/schemas/attribution/trafficSourceOf';
import { readVisitorId } from '@/schemas/experiments/experimentCookies';
import { experimentOf, funnelAsGiven } from '@/schemas/experiments/variantOf';
import type { LeadRequest } from '@/schemas/gateway/leadRequest';
import { confirmationEmail } from './confirmationEmail';
import { emailLinkUrl } from './emailLinkUrl';
import { DEFAULT_MAIL_LOCALE, mailSender } from './mailSender';

/** Leads saved from one client address in an hour: a visitor gives an email or two; a script gives many. */
export const LEADS_PER_CLIENT: RateLimitRule = { name: 'leads_per_client', limit: 30, windowSeconds: 3600 };

/**
 * Double opt-in mails one email is sent in a day, whoever gives it: a mailbox is never flooded from our form. Past
 * it a lead is kept and sends nothing, and loses nothing: any of those mails' links confirms the email, and so every
 * lead that gives it (confirmLead).
 */
export const CONFIRMATION_MAILS_PER_EMAIL: RateLimitRule = {
  name: 'confirmation_mails_per_email',
  limit: 3,
  windowSeconds: 86_400,
};
/** How long a double opt-in link works. */
export const CONFIRMATION_LINK_DAYS = 7;
/** The page a double opt-in link opens (docs/routes.md#email-pages). */
export const CONFIRMATION_PAGE = '/email/confirmation';

/**
 * Keeps the email a visitor gave in a funnel: one row per visit of the funnel (a resend, say with the consent answer,
 * updates it; another funnel of the same tab keeps a lead of its own), and a consent once given is kept when a resend
 * does not carry it. The funnel version must exist; leads from one client address are limited. The attribution is
 * the request's attribution cookie and the page's tags, by the precedence of docs/validation.md#tag-precedence, as for orders. Answers whether the
 * lead was new.
 *
 * The double opt-in (docs/decisions/0021, 0037): unless the visitor declined marketing (consent false), an email not
 * yet confirmed gets one mail with a signed link to /email/confirmation, once per email the lead has held (a resend
 * with the same email sends none), a few a day per email at most (past that no mail, and the lead is still kept). An
 * email its owner already confirmed needs no mail: the lead is confirmed at once. Links lead to `origin` unless the
 * gateway names where they lead (production must).
 */
export async function saveLead(
  ctx: GatewayContext,
  lead: LeadRequest,
  client: string,
  cookieHeader: string | null = null,
  origin?: string,
): Promise<{ created: boolean }> {
  const funnel = funnelAsGiven(await readFunnelVersion(ctx.db, lead.funnel, lead.funnelVersion), lead.variant);
  await rateLimit(ctx, LEADS_PER_CLIENT, client);
  const now = ctx.now();
  const attribution = resolveAttribution(attributionCookie.read(cookieHeader), lead.attribution ?? {});
  const [row] = await ctx.db
    .insert(leads)
    .values({
      visitId: lead.visitId,
      email: lead.email,
      consent: lead.consent ?? null,
      funnelSlug: funnel.slug,
      funnelVersion: funnel.version,
      attribution,
      source: trafficSourceOf(attribution),
      medium: trafficMediumOf(attribution),
      campaign: campaignOf(attribution),
      locale: lead.locale ?? null,
      ...(lead.variant !== undefined && experimentOf(funnel)),
      visitorId: readVisitorId(cookieHeader) ?? null,
      tester: ctx.isTeamTester(cookieHeader),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [leads.visitId, leads.funnelSlug],
      set: {
        email: lead.email,
        // A confirmation is of an email: the visit giving another one is not confirmed by it.
        confirmedAt: sql`case when ${leads.email} = excluded.email then ${leads.confirmedAt} end`,
        consent: sql`coalesce(excluded.consent, ${leads.consent})`,
        locale: sql`coalesce(excluded.locale, ${leads.locale})`,
        updatedAt: now,
      },
    })
    // A row the statement inserted has no deleting transaction yet (xmax 0); an updated one has this one's.
    .returning({
      inserted: sql<boolean>`(xmax = 0)`,
      consent: leads.consent,
      locale: leads.locale,
      confirmationSentTo: leads.confirmationSentTo,
      confirmedAt: leads.confirmedAt,
    });
  if (
    row !== undefined &&
    row.consent !== false &&
    row.confirmedAt === null &&
    !(await adoptConfirmation(ctx, { ...lead, funnelSlug: funnel.slug })) &&
    row.confirmationSentTo !== lead.email
  )
    await sendConfirmation(
      ctx,
      { visitId: lead.visitId, funnelSlug: funnel.slug, email: lead.email, locale: row.locale },
      origin,
    );
  // A lead of a visit followed with consent counts in its visit's report.
  await markFollowedVisit(ctx.db, { visitId: lead.visitId, funnelSlug: funnel.slug });
  return { created: row?.inserted === true };
}

/**
 * Confirms a lead at once when its email's owner already confirmed the email (from any mail's link): answers whether
 * it did.
 */
async function adoptConfirmation(
  ctx: GatewayContext,
  lead: { visitId: string; funnelSlug: string; email: string },
): Promise<boolean> {
  const confirmedBefore = sql`(select min(confirmed_at) from leads where email = ${lead.email})`;
  const [adopted] = await ctx.db
    .update(leads)
    .set({ confirmedAt: confirmedBefore })
    .where(
      and(
        eq(leads.visitId, lead.visitId),
        eq(leads.funnelSlug, lead.funnelSlug),
        eq(leads.email, lead.email),
        isNull(leads.confirmedAt),
        sql`${confirmedBefore} is not null`,
      ),
    )
    .returning({ visitId: leads.visitId });
  return adopted !== undefined;
}

/**
 * Mails the double opt-in link of a lead, once per email: the lead row is marked first, so of two saves at once
 * only one mails. Over the per-email limit nothing is sent. The send is not awaited (a failure is reported).
 */
async function sendConfirmation(
  ctx: GatewayContext,
  lead: { visitId: string; funnelSlug: string; email: string; locale: string | null },
  origin: string | undefined,
): Promise<void> {
  const locale = lead.locale ?? DEFAULT_MAIL_LOCALE;
  const token = signEmailLinkToken(ctx.emailLinks.secret, {
    purpose: 'confirm',
    email: lead.email,
    subject: lead.visitId,
    expiresAt: new Date(ctx.now().getTime() + CONFIRMATION_LINK_DAYS * DAY_MS),
    locale,
  });
  const link = emailLinkUrl(ctx, origin, CONFIRMATION_PAGE, token, locale);
  if (link === undefined || !(await withinRateLimit(ctx, CONFIRMATION_MAILS_PER_EMAIL, lead.email))) return;
  const [marked] = await ctx.db
    .update(leads)
    .set({ confirmationSentTo: lead.email })
    .where(
      and(
        eq(leads.visitId, lead.visitId),
        eq(leads.funnelSlug, lead.funnelSlug),
        isNull(leads.confirmedAt),
        or(isNull(leads.confirmationSentTo), sql`${leads.confirmationSentTo} <> ${lead.email}`),
      ),
    )
    .returning({ visitId: leads.visitId });
  if (marked === undefined) return;
  const message = confirmationEmail({ to: lead.email, link, days: CONFIRMATION_LINK_DAYS, locale, ...mailSender() });
  ctx.mailer
    .send(message)
    .catch((error: unknown) => reportServerError(error, { area: 'mail', subject: message.subject }));
}
