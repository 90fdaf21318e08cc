import type { Flow } from '../../schemas/flowSchema';
import type { Step } from '../../schemas/stepSchema';

/** The step a funnel URL names: the flow's first step at the funnel's root (no path), else the step with that path. */
export function stepAtPath(flow: Flow, path: string | undefined): Step | undefined {
  return flow.steps.find((s) => (path === undefined ? s.id === flow.firstStep : s.path === path));
}
