import { discounted } from '@/schemas/discounted';
import type { Currency } from '@/schemas/enums/currencies';
import type { Plan } from '@/schemas/funnelSchema';
import { dayAfterPeriod } from './dayAfterPeriod';

/** A payment step's discount: its percent, and whether it also lowers every renewal or the first charge only. */
export type PaymentDiscount = { percent: number; renewals: boolean };

/** What a plan costs the visitor: today, then each period from a date (after the trial, if any). */
export type BillingSummary = {
  /** Charged today, in minor units: the trial's price, else the first period's, less the step's discount. */
  today: number;
  /** Days today's charge covers before the plan renews (a trial's), else none. */
  trialDays?: number;
  /** The recurring charge (less the discount when it lasts), its period, and the day it is first taken. */
  renewal: { minor: number; period: Plan['period']; from: Date };
};

/**
 * What a plan costs in a currency (undefined when the plan has no price in it): the one answer the screens show
 * and the gateway charges (priceOrder), so the figure a visitor reads is the figure taken. A trial without a price
 * in the currency is not offered in it: the plan is paid from its first full period.
 */
export function billingSummary(
  plan: Plan,
  currency: Currency,
  today: Date,
  discount?: PaymentDiscount,
): BillingSummary | undefined {
  const price = plan.price[currency];
  if (price === undefined) return undefined;
  const less = (minor: number) => (discount === undefined ? minor : discounted(minor, discount.percent));
  const renewal = discount?.renewals ? less(price) : price;
  const trial = plan.trial;
  const trialPrice = trial?.price[currency];
  if (trial !== undefined && trialPrice !== undefined)
    return {
      today: less(trialPrice),
      trialDays: trial.days,
      renewal: { minor: renewal, period: plan.period, from: dayAfterPeriod(today, { unit: 'day', count: trial.days }) },
    };
  return {
    today: less(price),
    renewal: { minor: renewal, period: plan.period, from: dayAfterPeriod(today, plan.period) },
  };
}
