import type { Flow } from '@/schemas/flowSchema';
import type { StepKind } from '@/schemas/stepKinds';
import type { StepVisit } from '@/schemas/stepVisit';

/** What the latest step of a kind along the visitor's way ended with (its actor's outcome, kept with the visit). */
export function latestOutcome(flow: Flow, visit: Pick<StepVisit, 'path' | 'outcomes'>, kind: StepKind): unknown {
  const kindOf = new Map(flow.steps.map((s) => [s.id, s.kind]));
  const id = [...visit.path].reverse().find((stepId) => kindOf.get(stepId) === kind);
  return id === undefined ? undefined : visit.outcomes[id];
}
