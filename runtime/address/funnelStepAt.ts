import type { FunnelDefinition } from '@/runtime/definitions/funnelDefinition';
import type { Step } from '@/schemas/stepSchema';

/**
 * The step a visitor's URL names in a funnel: its first step at the funnel's root, otherwise the step with that
 * path. None for a path no step has, or for a funnel that is not active (shown only in the draft preview).
 */
export function funnelStepAt({ funnel, flow }: FunnelDefinition, stepPath: string | undefined): Step | undefined {
  if (funnel.status !== 'active') return undefined;
  return flow.steps.find((step) => (stepPath === undefined ? step.id === flow.firstStep : step.path === stepPath));
}
