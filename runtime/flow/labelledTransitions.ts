import { stepEdges } from '@/schemas/flowGraph';
import type { Flow } from '@/schemas/flowSchema';
import { describeCondition } from './describeCondition';

export type LabelledTransition = { from: string; to: string; label?: string };

/**
 * A flow's transitions in words, as its drawings (the CLI's diagram, the preview's map) show them: each branch
 * labelled with its condition, in order, then the default transition, labelled "otherwise" where the step has
 * branches and unlabelled where it is the only way on.
 */
export function labelledTransitions(flow: Flow): LabelledTransition[] {
  return flow.steps.flatMap((step, i) =>
    stepEdges(step, i).map(({ from, to, condition }) => {
      const label = condition ? describeCondition(condition) : step.branches ? 'otherwise' : undefined;
      return label === undefined ? { from, to } : { from, to, label };
    }),
  );
}
