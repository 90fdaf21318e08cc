import type { Currency } from '../../schemas/enums/currencies';
import type { Plan } from '../../schemas/funnelSchema';
import { dayAfterPeriod } from './dayAfterPeriod';

/** What a plan costs the visitor: today, then each period from a date (after the trial, if any). */
export type BillingSummary = {
  /** Charged today, in minor units: the trial's price, else the first period's. */
  today: number;
  /** Days today's charge covers before the plan renews (a trial's), else none. */
  trialDays?: number;
  /** The recurring charge, its period, and the day it is first taken. */
  renewal: { minor: number; period: Plan['period']; from: Date };
};

/** The billing screen's summary of a plan in a currency (undefined when the plan has no price in it). */
export function billingSummary(plan: Plan, currency: Currency, today: Date): BillingSummary | undefined {
  const price = plan.price[currency];
  if (price === undefined) return undefined;
  const trial = plan.trial;
  const trialPrice = trial?.price[currency];
  if (trial !== undefined && trialPrice !== undefined)
    return {
      today: trialPrice,
      trialDays: trial.days,
      renewal: { minor: price, period: plan.period, from: dayAfterPeriod(today, { unit: 'day', count: trial.days }) },
    };
  return { today: price, renewal: { minor: price, period: plan.period, from: dayAfterPeriod(today, plan.period) } };
}
