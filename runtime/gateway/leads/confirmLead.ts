import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { leads } from '@/runtime/platform/db/schema';
import type { ConfirmLeadAnswer, ConfirmLeadRequest } from '@/schemas/gateway/confirmLeadRequest';
import { verifyEmailLink } from './verifyEmailLink';

/**
 * Confirms an email from a double opt-in link: the token must be ours and unexpired. The mail went to the email's
 * owner, whoever's lead asked for it (a stranger may give anyone's email; docs/decisions/0037), so its link confirms
 * the email: every lead that gives it, but one whose visitor declined marketing. The first use confirms, durably; a
 * use that finds the email confirmed already is 409 `already_confirmed`, so the page can say so; a link to an email
 * no lead gives any more (each visit that gave it gave another since) is 403 `link_invalid`.
 */
export async function confirmLead(ctx: GatewayContext, { token }: ConfirmLeadRequest): Promise<ConfirmLeadAnswer> {
  const claims = verifyEmailLink(ctx, token, { purpose: 'confirm' });
  const answer = { email: claims.email, ...(claims.locale === undefined ? {} : { locale: claims.locale }) };
  const confirmed = await ctx.db
    .update(leads)
    .set({ confirmedAt: ctx.now() })
    .where(
      and(eq(leads.email, claims.email), isNull(leads.confirmedAt), or(isNull(leads.consent), eq(leads.consent, true))),
    )
    .returning({ visitId: leads.visitId });
  if (confirmed.length > 0) return answer;
  const [lead] = await ctx.db
    .select({ visitId: leads.visitId })
    .from(leads)
    .where(and(eq(leads.email, claims.email), isNotNull(leads.confirmedAt)))
    .limit(1);
  if (lead === undefined) throw gatewayRefusal({ code: 'link_invalid', message: 'This link is not valid here' }, 403);
  throw gatewayRefusal({ code: 'already_confirmed', message: 'This link was already used' }, 409);
}
