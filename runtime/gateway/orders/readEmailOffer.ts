import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { Currency } from '@/schemas/enums/currencies';
import type { EmailOfferAnswer } from '@/schemas/gateway/emailOfferAnswer';
import { UPSELL_CATALOGUE } from '@/schemas/upsellCatalogue';
import { emailPageSale } from './emailPageSale';

/**
 * What a page linked from email sells, for the page to show before anything is bought: the currencies it sells in,
 * and the report's catalogue price in each or the trial plan as its funnel sells it now (emailPageSale, the very sale
 * an order takes: 404 when it sells nothing now).
 */
export async function readEmailOffer(ctx: GatewayContext, page: string): Promise<EmailOfferAnswer> {
  const { funnel, product, currencies, offer } = await emailPageSale(ctx, page);
  if (offer.kind === 'report') {
    const prices: Partial<Record<Currency, number>> = UPSELL_CATALOGUE[offer.product].price;
    const price = Object.fromEntries(currencies.map((currency) => [currency, prices[currency]]));
    return { currencies, offer: { kind: 'report', price } };
  }
  const plan = funnel.products?.plans?.find((p) => product.kind === 'plan' && p.id === product.planId);
  if (plan === undefined) throw gatewayRefusal({ message: `The page ${page} sells nothing now` }, 404);
  return { currencies, offer: { kind: 'trial', plan } };
}
