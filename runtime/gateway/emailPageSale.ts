import { emailPageOffer } from '../../schemas/emailLinks/emailPageOffers';
import { findSellingFunnel } from './findSellingFunnel';
import type { GatewayContext } from './gatewayContext';
import { gatewayRefusal } from './gatewayRefusal';
import type { OrderToTake } from './takeOrder';

/**
 * What an order on a report page linked from email buys, whoever pays and however: the page's report, sold as an
 * upsell of the funnel it sells through (published and active now), as an email purchase; else 404.
 */
export async function emailPageSale(
  ctx: GatewayContext,
  page: string,
): Promise<Pick<OrderToTake, 'funnel' | 'product' | 'sale'>> {
  const offer = emailPageOffer(page);
  if (offer === undefined) throw gatewayRefusal({ message: `The page ${page} sells nothing` }, 404);
  return {
    funnel: await findSellingFunnel(ctx.db, offer.funnel),
    product: { kind: 'upsell', upsellId: offer.product },
    sale: 'email_purchase',
  };
}
