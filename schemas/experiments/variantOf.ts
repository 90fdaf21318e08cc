import type { Experiment, Funnel, Variant } from '@/schemas/funnelSchema';

/**
 * The variant a page shows for the one a visitor was given: every visitor gets the winner once the experiment is
 * stopped; a visitor given a variant the experiment still has keeps it (whatever its weight now); anyone else sees
 * the first variant until they are given one.
 */
export function shownVariant(experiment: Experiment, given?: string): Variant {
  const [first] = experiment.variants;
  const wanted = experiment.status === 'stopped' ? experiment.winner : given;
  return experiment.variants.find((v) => v.id === wanted) ?? (first as Variant);
}

/**
 * The funnel as a variant's visitors get it: the variant's flow and products where it has its own, and its id as the
 * funnel condition, so conditional pixel ids and branches follow it. The experiment stays, for what is recorded.
 */
export function funnelForVariant(funnel: Funnel, variant: Variant): Funnel {
  return {
    ...funnel,
    flow: variant.flow ?? funnel.flow,
    products: variant.products ?? funnel.products,
    condition: variant.id,
  };
}

/** The experiment and variant a funnel, as funnelForVariant made it, puts its visitor in; nothing outside one. */
export function experimentOf(funnel: Funnel): { experimentId: string; variantId: string } | undefined {
  const variant = funnel.experiment?.variants.find((v) => v.id === funnel.condition);
  return funnel.experiment && variant ? { experimentId: funnel.experiment.id, variantId: variant.id } : undefined;
}

/** A funnel as the visitor given a variant (`given`, if any) gets it; a funnel without an experiment as it is. */
export function funnelAsGiven(funnel: Funnel, given: string | undefined): Funnel {
  return funnel.experiment ? funnelForVariant(funnel, shownVariant(funnel.experiment, given)) : funnel;
}
