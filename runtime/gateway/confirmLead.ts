import { and, eq, isNull } from 'drizzle-orm';
import type { ConfirmLeadAnswer, ConfirmLeadRequest } from '../../schemas/gateway/confirmLeadRequest';
import { leads } from '../platform/db/schema';
import type { GatewayContext } from './gatewayContext';
import { gatewayRefusal } from './gatewayRefusal';
import { verifyEmailLink } from './verifyEmailLink';

/**
 * Confirms the email of a lead from its double opt-in link, once: the token must be ours, unexpired and for a lead
 * that still holds that email (a link to an email the visit replaced is 403 `link_invalid`); the first use marks the
 * lead confirmed, durably; any later use is 409 `already_confirmed`, so the page can say so.
 */
export async function confirmLead(ctx: GatewayContext, { token }: ConfirmLeadRequest): Promise<ConfirmLeadAnswer> {
  const claims = verifyEmailLink(ctx, token, { purpose: 'confirm' });
  const answer = { email: claims.email, ...(claims.locale === undefined ? {} : { locale: claims.locale }) };
  const [confirmed] = await ctx.db
    .update(leads)
    .set({ confirmedAt: ctx.now() })
    .where(and(eq(leads.visitId, claims.subject), eq(leads.email, claims.email), isNull(leads.confirmedAt)))
    .returning({ visitId: leads.visitId });
  if (confirmed !== undefined) return answer;
  const [lead] = await ctx.db
    .select({ confirmedAt: leads.confirmedAt })
    .from(leads)
    .where(and(eq(leads.visitId, claims.subject), eq(leads.email, claims.email)));
  if (lead === undefined) throw gatewayRefusal({ code: 'link_invalid', message: 'This link is not valid here' }, 403);
  throw gatewayRefusal({ code: 'already_confirmed', message: 'This link was already used' }, 409);
}
