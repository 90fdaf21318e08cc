/** What stepAtPath needs of a flow: its first step and each step's id and path. */
export type TrackedFlow = { firstStep: string; steps: readonly { id: string; path: string }[] };

/**
 * The step a page address shows: the first step at the funnel's root (`/<funnel>`), any other at
 * `/<funnel>/<step path>` (the funnel named by its slug or an alias); none for an address of no step.
 */
export function stepAtPath(
  pathname: string,
  funnelPath: string,
  flow: TrackedFlow,
): { id: string; path: string } | undefined {
  const root = `/${funnelPath}`;
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === root) return flow.steps.find((step) => step.id === flow.firstStep);
  if (!trimmed.startsWith(`${root}/`)) return undefined;
  let rest = trimmed.slice(root.length + 1);
  try {
    rest = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  return flow.steps.find((step) => step.path === rest);
}
