import type { Funnel, Plan } from '@/schemas/funnelSchema';

/**
 * The plan a page linked from email sells as a funnel's trial: the funnel's popular plan when it has a trial (the
 * one its plan screen puts forward), else its first plan with a trial; none when no plan has one. Read from the
 * funnel as published, so a marketer who changes its plans changes what the page sells, with no code.
 */
export function trialPlanOf(funnel: Pick<Funnel, 'products'>): Plan | undefined {
  const trials = (funnel.products?.plans ?? []).filter((plan) => plan.trial !== undefined);
  return trials.find((plan) => plan.popular) ?? trials[0];
}
