import type { Currency } from '@/schemas/enums/currencies';

/** What a subscription charges at each renewal, as its first order kept it. */
export type SubscriptionPrice = {
  /** The currency its first order was sold in: the subscription's, for good. */
  currency: Currency;
  /** The recurring price its first order registered (less a lasting discount); null on orders kept before it was. */
  renewalAmount: number | null;
  /**
   * The product's full recurring price in that currency in the funnel version the first order was sold on (undefined
   * when it has none): the most a renewal of a subscription whose first order kept no price may charge.
   */
  listPrice: number | undefined;
};

export type RenewalTerms =
  | { kind: 'agreed'; currency: Currency; amount: number }
  | { kind: 'refused'; message: string };

/**
 * The currency and amount a renewal the provider reports is kept at: its subscription's (docs/decisions/0023: a
 * subscription keeps the price it began with). A report in another currency, or at another amount than the price its
 * first order registered, is refused. A subscription begun before orders kept their renewal price is held to what its
 * product could charge: no more than its full recurring price in the funnel version it was sold on (a lasting discount
 * could only lower it), and refused when that price is not known.
 */
export function decideRenewalTerms(
  subscription: SubscriptionPrice,
  reported: { amount: number; currency: string },
): RenewalTerms {
  const { currency, renewalAmount, listPrice } = subscription;
  const said = `${reported.amount} ${reported.currency}`;
  if (reported.currency !== currency) return { kind: 'refused', message: `renews in ${currency}, not ${said}` };
  if (renewalAmount !== null)
    return reported.amount === renewalAmount
      ? { kind: 'agreed', currency, amount: renewalAmount }
      : { kind: 'refused', message: `renews at ${renewalAmount} ${currency}, not ${said}` };
  if (listPrice === undefined) return { kind: 'refused', message: `has no known price in ${currency} to renew at` };
  return reported.amount <= listPrice
    ? { kind: 'agreed', currency, amount: reported.amount }
    : { kind: 'refused', message: `renews at ${listPrice} ${currency} at most, not ${said}` };
}
