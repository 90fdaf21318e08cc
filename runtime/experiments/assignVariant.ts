import type { Experiment } from '@/schemas/funnelSchema';
import { pickVariant } from './pickVariant';
import { variantBucket } from './variantBucket';

/**
 * The variant of a running experiment a visitor is in: the one they were given before, while the experiment still
 * has it (a change of weights moves no one), else the one their id falls in by weight. Undefined when no variant has
 * weight: no one new enters the experiment. A stopped experiment assigns no one (every page shows its winner).
 */
export function assignVariant(experiment: Experiment, visitorId: string, kept: string | undefined): string | undefined {
  if (experiment.status === 'stopped') return undefined;
  if (kept !== undefined && experiment.variants.some((v) => v.id === kept)) return kept;
  return pickVariant(experiment.variants, variantBucket(experiment.id, visitorId));
}
