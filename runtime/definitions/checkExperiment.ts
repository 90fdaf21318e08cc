import { funnelForVariant } from '@/schemas/experiments/variantOf';
import type { Funnel } from '@/schemas/funnelSchema';
import type { DefinitionError } from './definitionError';

/**
 * Where an error about what a variant overrides belongs: in the variant, for the flow or the products it has of its
 * own (`/flow/version` of the variant's funnel is `/experiment/variants/<i>/flow/version`); elsewhere as it is.
 */
export function variantPointer(funnel: Funnel, index: number, pointer: string): string {
  const variant = funnel.experiment?.variants[index];
  for (const field of ['flow', 'products'] as const)
    if (variant?.[field] !== undefined && (pointer === `/${field}` || pointer.startsWith(`/${field}/`)))
      return `/experiment/variants/${index}${pointer}`;
  return pointer;
}

/**
 * Rules of a funnel's experiment on its own: variants told apart, someone to send to them, a winner exactly when it
 * is stopped, no condition of the funnel's own (each variant is the condition of its visitors), and the products a
 * variant sells held to the funnel's rules (`checkProducts`, run on the funnel as the variant sells).
 */
export function checkExperiment(
  funnel: Funnel,
  checkProducts: (funnel: Funnel) => DefinitionError[],
): DefinitionError[] {
  const experiment = funnel.experiment;
  if (experiment === undefined) return [];
  const errors: DefinitionError[] = [];
  const ids = new Set<string>();
  experiment.variants.forEach((variant, i) => {
    if (ids.has(variant.id))
      errors.push({
        pointer: `/experiment/variants/${i}/id`,
        rule: 'duplicate-variant-id',
        message: `variant id "${variant.id}" is used twice`,
      });
    ids.add(variant.id);
    if (variant.products === undefined) return;
    // The variant's funnel alone: its experiment is checked here, once.
    const { experiment: _, ...sold } = funnelForVariant(funnel, variant);
    for (const error of checkProducts(sold))
      if (error.pointer === '/products' || error.pointer.startsWith('/products/'))
        errors.push({ ...error, pointer: variantPointer(funnel, i, error.pointer) });
  });
  if (experiment.status === 'running' && experiment.variants.every((v) => v.weight === 0))
    errors.push({
      pointer: '/experiment/variants',
      rule: 'experiment-without-weight',
      message: 'a running experiment sends no one anywhere with every weight 0: give a variant some weight',
    });
  if (experiment.status === 'stopped' && experiment.winner === undefined)
    errors.push({
      pointer: '/experiment/winner',
      rule: 'stopped-without-winner',
      message: 'a stopped experiment sends every visitor to its winner: name the winning variant',
    });
  if (experiment.status === 'running' && experiment.winner !== undefined)
    errors.push({
      pointer: '/experiment/winner',
      rule: 'winner-while-running',
      message: 'a running experiment has no winner yet: remove it, or stop the experiment',
    });
  if (experiment.winner !== undefined && !ids.has(experiment.winner))
    errors.push({
      pointer: '/experiment/winner',
      rule: 'unknown-variant',
      message: `the experiment has no variant "${experiment.winner}"`,
    });
  if (funnel.condition !== undefined)
    errors.push({
      pointer: '/condition',
      rule: 'condition-with-experiment',
      message: "each visitor's variant is the funnel's condition in an experiment: remove this one",
    });
  return errors;
}
