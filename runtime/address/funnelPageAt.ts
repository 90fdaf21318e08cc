import type { FunnelDefinition } from '@/runtime/definitions/funnelDefinition';
import type { Step } from '@/schemas/stepSchema';
import { funnelStepAt } from './funnelStepAt';

/**
 * The step and language of a funnel page: the step its address names (funnelStepAt), in the language its funnel
 * segment names (localePath) when the funnel speaks it, else in the funnel's first. None for a step or a language the
 * funnel does not have: no such page.
 */
export function funnelPageAt(
  definition: FunnelDefinition,
  stepPath: string | undefined,
  named: string | undefined,
): { step: Step; locale: string } | undefined {
  const step = funnelStepAt(definition, stepPath);
  const { locales } = definition.funnel;
  const locale = named === undefined ? (locales[0] ?? 'en') : locales.find((l) => l === named);
  return step === undefined || locale === undefined ? undefined : { step, locale };
}
