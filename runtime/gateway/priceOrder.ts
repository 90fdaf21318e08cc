import type { Currency } from '../../schemas/enums/currencies';
import type { Funnel } from '../../schemas/funnelSchema';
import type { OrderProduct } from '../../schemas/gateway/orderProductSchema';
import { localize } from '../../schemas/localize';
import { UPSELL_CATALOGUE, type UpsellProduct, type UpsellProductId } from '../../schemas/upsellCatalogue';
import { UPSELL_NAMES } from '../../schemas/upsellNames';
import { discounted } from './discounted';

export type PricedOrder = {
  kind: 'priced';
  /** Integer minor units. */
  amount: number;
  productId: string;
  description: string;
  /** The provider's product for a subscription (`<funnel slug>:<plan or upsell id>`); absent for one-time sales. */
  providerProductId?: string;
  /** An upsell the catalogue lets a visitor buy again after the same payment. */
  repeatable?: true;
};
export type RefusedOrder = { kind: 'refused'; status: 400 | 404; message: string };

/**
 * What an order costs, from the funnel definition the visitor is on, never from the browser: a plan's
 * trial price when it has a trial (the provider bills the full price after it), else its price, less
 * the payment step's discount; an upsell's catalogue price. The funnel must sell the product in the currency.
 * The description (the provider's payment line) names the product in the visitor's language, else the funnel's.
 */
export function priceOrder(
  funnel: Funnel,
  product: OrderProduct,
  currency: Currency,
  discountPercent?: number,
  visitorLocale?: string,
): PricedOrder | RefusedOrder {
  if (funnel.flags?.noPrice) return refused(400, `The funnel ${funnel.slug} sells nothing`);
  if (!(funnel.currencies ?? []).includes(currency))
    return refused(400, `The funnel ${funnel.slug} does not sell in ${currency}`);
  const locale = visitorLocale ?? funnel.locales[0] ?? 'en';
  if (product.kind === 'plan') {
    const plan = funnel.products?.plans?.find((p) => p.id === product.planId);
    if (plan === undefined) return refused(404, `The funnel ${funnel.slug} has no plan ${product.planId}`);
    const amount = plan.trial ? plan.trial.price[currency] : plan.price[currency];
    if (amount === undefined) return refused(400, `The plan ${plan.id} has no ${currency} price`);
    return {
      kind: 'priced',
      amount: discountPercent === undefined ? amount : discounted(amount, discountPercent),
      productId: plan.id,
      description: `${funnel.name}: ${localize(plan.name, locale)}`,
      providerProductId: `${funnel.slug}:${plan.id}`,
    };
  }
  const upsellId = product.upsellId;
  if (!isUpsellId(upsellId) || !(funnel.products?.upsells ?? []).some((id) => id === upsellId))
    return refused(404, `The funnel ${funnel.slug} does not sell the upsell ${upsellId}`);
  const upsell: UpsellProduct = UPSELL_CATALOGUE[upsellId];
  const prices: Partial<Record<Currency, number>> = upsell.price;
  const amount = prices[currency];
  if (amount === undefined) return refused(400, `The upsell ${upsellId} has no ${currency} price`);
  return {
    kind: 'priced',
    amount,
    productId: upsellId,
    description: `${funnel.name}: ${localize(UPSELL_NAMES[upsellId], locale)}`,
    // Premium upsells renew, so the provider bills them as a subscription of their own.
    ...(upsell.renews ? { providerProductId: `${funnel.slug}:${upsellId}` } : {}),
    ...(upsell.repeatable ? { repeatable: true } : {}),
  };
}

/** Whether an id names a product of the catalogue (a request's id is any string). */
function isUpsellId(id: string): id is UpsellProductId {
  return Object.hasOwn(UPSELL_CATALOGUE, id);
}

function refused(status: 400 | 404, message: string): RefusedOrder {
  return { kind: 'refused', status, message };
}
