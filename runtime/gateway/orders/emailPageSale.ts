import { readPublishedFunnelOnSale } from '@/runtime/gateway/funnels/readPublishedFunnelOnSale';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { type EmailPageOffer, emailPageOffer } from '@/schemas/emailLinks/emailPageOffers';
import { pricedCurrencies } from '@/schemas/emailLinks/pricedCurrencies';
import { trialPlanOf } from '@/schemas/emailLinks/trialPlanOf';
import type { Currency } from '@/schemas/enums/currencies';
import { UPSELL_CATALOGUE } from '@/schemas/upsellCatalogue';
import type { OrderToTake } from './takeOrder';

/** What a page linked from email sells now, as its order is taken and as the page shows it. */
export type EmailPageSale = Pick<OrderToTake, 'funnel' | 'product' | 'sale'> & {
  /** The currencies the page sells in (pricedCurrencies), never empty: an order in another is refused. */
  currencies: Currency[];
  /** The page's line of EMAIL_PAGE_OFFERS. */
  offer: EmailPageOffer;
};

/**
 * What an order on a page linked from email buys, whoever pays and however, through the funnel the page sells through
 * (published and active now): a report page's report, as an upsell of it (an email purchase); the trial page's trial
 * plan (trialPlanOf), as a plan of it, whose subscription renews as any plan's. 404 when the page sells nothing, or
 * nothing now (its funnel off sale, without a trial, not selling the report, or priced in none of its currencies).
 */
export async function emailPageSale(ctx: GatewayContext, page: string): Promise<EmailPageSale> {
  const offer = emailPageOffer(page);
  if (offer === undefined) throw gatewayRefusal({ message: `The page ${page} sells nothing` }, 404);
  const funnel = await readPublishedFunnelOnSale(ctx.db, offer.funnel);
  const sellsNothingNow = () => gatewayRefusal({ message: `The page ${page} sells nothing now` }, 404);
  if (offer.kind === 'report') {
    const upsells: readonly string[] = funnel.products?.upsells ?? [];
    const currencies = upsells.includes(offer.product)
      ? pricedCurrencies(funnel, UPSELL_CATALOGUE[offer.product].price)
      : [];
    if (currencies.length === 0) throw sellsNothingNow();
    return {
      funnel,
      product: { kind: 'upsell', upsellId: offer.product },
      sale: 'email_purchase',
      currencies,
      offer,
    };
  }
  const plan = trialPlanOf(funnel);
  const currencies = plan === undefined ? [] : pricedCurrencies(funnel, plan.price, plan.trial?.price ?? {});
  if (plan === undefined || currencies.length === 0) throw sellsNothingNow();
  // A plan of the funnel, as its own plan screen sells it: the report counts it, and its renewals, as plans.
  return { funnel, product: { kind: 'plan', planId: plan.id }, sale: 'plan', currencies, offer };
}
