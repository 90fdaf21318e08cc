import type { Flow } from '@/schemas/flowSchema';
import type { StepKind } from '@/schemas/stepKinds';

/** The answer given on the latest step of a kind along the visitor's way (what checkout reads: email, billing). */
export function latestAnswer(
  flow: Flow,
  visit: { path: readonly string[]; answers: Record<string, unknown> },
  kind: StepKind,
): unknown {
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  for (const id of [...visit.path].reverse()) {
    const step = byId.get(id);
    const answer = step?.kind === kind && step.answer ? visit.answers[step.answer.key] : undefined;
    if (answer !== undefined && answer !== '') return answer;
  }
  return undefined;
}
