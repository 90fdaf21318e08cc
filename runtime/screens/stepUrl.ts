import type { Flow } from '../../schemas/flowSchema';

/** The URL of a step: the funnel's root for the first step, `/<funnel>/<step path>` for the others. */
export function stepUrl(funnelPath: string, flow: Flow, stepId: string): string {
  if (stepId === flow.firstStep) return `/${funnelPath}`;
  const step = flow.steps.find((s) => s.id === stepId);
  return `/${funnelPath}/${step?.path ?? ''}`;
}

/**
 * The step an address names (`/<funnel>/<step path>`, the funnel's root for the first step), the other way round
 * from stepUrl; undefined for an address that names none of the flow's steps.
 */
export function stepIdAtAddress(flow: Flow, pathname: string): string | undefined {
  const path = pathname.split('/').slice(2).join('/');
  return path === '' ? flow.firstStep : flow.steps.find((s) => s.path === path)?.id;
}
