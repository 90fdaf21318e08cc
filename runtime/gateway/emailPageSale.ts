import { type EmailPageOffer, emailPageOffer } from '../../schemas/emailLinks/emailPageOffers';
import type { Funnel } from '../../schemas/funnelSchema';
import { findSellingFunnel } from './findSellingFunnel';
import type { GatewayContext } from './gatewayContext';
import { gatewayRefusal } from './gatewayRefusal';

/** What a report page linked from email sells, and the funnel (published now) it sells it through; else 404. */
export async function emailPageSale(
  ctx: GatewayContext,
  page: string,
): Promise<{ offer: EmailPageOffer; funnel: Funnel }> {
  const offer = emailPageOffer(page);
  if (offer === undefined) throw gatewayRefusal({ message: `The page ${page} sells nothing` }, 404);
  return { offer, funnel: await findSellingFunnel(ctx.db, offer.funnel) };
}
