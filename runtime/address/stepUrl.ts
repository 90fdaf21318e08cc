import type { Flow } from '@/schemas/flowSchema';

/** The URL of a step: the funnel's root for the first step, `/<funnel>/<step path>` for the others. */
export function stepUrl(funnelPath: string, flow: Flow, stepId: string): string {
  if (stepId === flow.firstStep) return `/${funnelPath}`;
  const step = flow.steps.find((s) => s.id === stepId);
  return `/${funnelPath}/${step?.path ?? ''}`;
}
