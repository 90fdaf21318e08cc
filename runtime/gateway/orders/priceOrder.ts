import { billingSummary, type PaymentDiscount } from '@/runtime/pricing/billingSummary';
import type { Currency } from '@/schemas/enums/currencies';
import type { Funnel, Plan } from '@/schemas/funnelSchema';
import type { OrderProduct } from '@/schemas/gateway/orderProductSchema';
import { localize } from '@/schemas/localize';
import type { ProviderProduct } from '@/schemas/payments/providerProtocol';
import { UPSELL_CATALOGUE, type UpsellProduct, type UpsellProductId } from '@/schemas/upsellCatalogue';
import { UPSELL_NAMES } from '@/schemas/upsellNames';

export type PricedOrder = {
  kind: 'priced';
  /** Integer minor units. */
  amount: number;
  productId: string;
  description: string;
  /** What the provider renews, for a subscription (a plan, a renewing upsell); absent for one-time sales. */
  subscription?: SubscriptionTerms;
  /** An upsell the catalogue lets a visitor buy again after the same payment. */
  repeatable?: true;
};
/**
 * A subscription as the provider bills it: the product (`<funnel slug>:<plan or upsell id>`) with its recurring
 * price in each currency the funnel sells in, the price of this order's currency, and the coupon when the
 * payment step's discount lasts (the intent's `product_id`, `product_price_id`, `coupon_id`); and what each renewal
 * charges in this order's currency (that price less the coupon), which the order keeps to hold its renewals to.
 */
export type SubscriptionTerms = {
  product: ProviderProduct;
  productPriceId: string;
  couponId?: string;
  renewalAmount: number;
};
export type RefusedOrder = { kind: 'refused'; status: 400 | 404; message: string };

/**
 * What an order costs, from the funnel definition the visitor is on, never from the browser. A plan costs what its
 * billing summary says is due today (the trial's price when it has one in the currency, the provider billing the
 * full price after it; less the payment step's discount), the very figure the plan and payment screens show; an
 * upsell costs its catalogue price. The funnel must sell the product in the currency. The description (the
 * provider's payment line) names the product in the visitor's language, else the funnel's.
 */
export function priceOrder(
  funnel: Funnel,
  product: OrderProduct,
  currency: Currency,
  discount?: PaymentDiscount,
  visitorLocale?: string,
  today: Date = new Date(),
): PricedOrder | RefusedOrder {
  if (funnel.flags?.noPrice) return refused(400, `The funnel ${funnel.slug} sells nothing`);
  if (!(funnel.currencies ?? []).includes(currency))
    return refused(400, `The funnel ${funnel.slug} does not sell in ${currency}`);
  const locale = visitorLocale ?? funnel.locales[0] ?? 'en';
  if (product.kind === 'plan') {
    const plan = funnel.products?.plans?.find((p) => p.id === product.planId);
    if (plan === undefined) return refused(404, `The funnel ${funnel.slug} has no plan ${product.planId}`);
    const summary = billingSummary(plan, currency, today, discount);
    if (summary === undefined) return refused(400, `The plan ${plan.id} has no ${currency} price`);
    const name = `${funnel.name}: ${localize(plan.name, locale)}`;
    const trialDays = summary.trialDays;
    return {
      kind: 'priced',
      amount: summary.today,
      productId: plan.id,
      description: name,
      subscription: subscriptionTerms(funnel, plan.id, name, currency, {
        period: plan.period,
        prices: plan.price,
        renewalAmount: summary.renewal.minor,
        ...(trialDays !== undefined && { trialDays }),
        ...(discount?.renewals && { lastingDiscount: discount.percent }),
      }),
    };
  }
  const upsellId = product.upsellId;
  if (!isUpsellId(upsellId) || !(funnel.products?.upsells ?? []).some((id) => id === upsellId))
    return refused(404, `The funnel ${funnel.slug} does not sell the upsell ${upsellId}`);
  const upsell: UpsellProduct = UPSELL_CATALOGUE[upsellId];
  const prices: Partial<Record<Currency, number>> = upsell.price;
  const amount = prices[currency];
  if (amount === undefined) return refused(400, `The upsell ${upsellId} has no ${currency} price`);
  const name = `${funnel.name}: ${localize(UPSELL_NAMES[upsellId], locale)}`;
  return {
    kind: 'priced',
    amount,
    productId: upsellId,
    description: name,
    // Premium upsells renew, so the provider bills them as a subscription of their own.
    ...(upsell.renews && {
      subscription: subscriptionTerms(funnel, upsellId, name, currency, {
        period: UPSELL_PERIODS[upsell.renews],
        prices,
        renewalAmount: amount,
      }),
    }),
    ...(upsell.repeatable ? { repeatable: true } : {}),
  };
}

/** How often a renewing upsell bills. */
const UPSELL_PERIODS = {
  twoWeeks: { unit: 'week', count: 2 },
  month: { unit: 'month', count: 1 },
} as const satisfies Record<NonNullable<UpsellProduct['renews']>, Plan['period']>;

/**
 * The provider's product for a plan or renewing upsell, in every currency the funnel sells it in. A price's id
 * names its amount, so a price changed by a later publish is a new price and a subscription keeps the one it began
 * with; a coupon's id names its percent.
 */
function subscriptionTerms(
  funnel: Funnel,
  id: string,
  name: string,
  currency: Currency,
  terms: {
    period: Plan['period'];
    prices: Partial<Record<Currency, number>>;
    renewalAmount: number;
    trialDays?: number;
    lastingDiscount?: number;
  },
): SubscriptionTerms {
  const productId = `${funnel.slug}:${id}`;
  const priceId = (cur: Currency, amount: number) => `${productId}:${cur}:${amount}`;
  const prices = (funnel.currencies ?? []).flatMap((cur) => {
    const amount = terms.prices[cur];
    return amount === undefined ? [] : [{ product_price_id: priceId(cur, amount), currency: cur, amount }];
  });
  const couponId = terms.lastingDiscount === undefined ? undefined : `${productId}:${terms.lastingDiscount}-off`;
  return {
    product: {
      product_id: productId,
      name,
      billing_period: { unit: terms.period.unit, value: terms.period.count },
      ...(terms.trialDays !== undefined && { trial_days: terms.trialDays }),
      prices,
      coupons: couponId === undefined ? [] : [{ coupon_id: couponId, percent_off: terms.lastingDiscount ?? 0 }],
    },
    productPriceId: priceId(currency, terms.prices[currency] ?? 0),
    ...(couponId !== undefined && { couponId }),
    renewalAmount: terms.renewalAmount,
  };
}

/** Whether an id names a product of the catalogue (a request's id is any string). */
function isUpsellId(id: string): id is UpsellProductId {
  return Object.hasOwn(UPSELL_CATALOGUE, id);
}

function refused(status: 400 | 404, message: string): RefusedOrder {
  return { kind: 'refused', status, message };
}
