import { stepEdges } from '@/schemas/flowGraph';
import type { Step } from '@/schemas/stepSchema';

/** The steps a step may go on to, each once, in the order of its edges (its branches, then its `next`). */
export function stepsAhead(step: Step): string[] {
  // The edges' JSON pointers are not read here: the step's index in its flow does not matter.
  return [...new Set(stepEdges(step, 0).map((edge) => edge.to))];
}
