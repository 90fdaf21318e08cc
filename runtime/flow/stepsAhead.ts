import type { Step } from '../../schemas/stepSchema';

/** The steps a step may go on to, each once: its branches' targets in their order, then its `next`. */
export function stepsAhead(step: Step): string[] {
  return [...new Set([...(step.branches ?? []).map((b) => b.to), ...(step.next === undefined ? [] : [step.next])])];
}
