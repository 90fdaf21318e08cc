import type { Flow } from '@/schemas/flowSchema';

/**
 * The plan a payment step charges: the plans it lists itself (its default, else the first), or the
 * plan chosen on the latest plan step of the visitor's way (its answer, else its default, else its
 * first). Validation guarantees a plan step on every way to a payment step.
 */
export function chosenPlan(
  flow: Flow,
  visit: { path: readonly string[]; answers: Record<string, unknown> },
  paymentStepId: string,
): string | undefined {
  const byId = new Map(flow.steps.map((s) => [s.id, s]));
  const here = byId.get(paymentStepId);
  if (here?.content.plans) return here.content.defaultPlan ?? here.content.plans[0];
  for (const id of [...visit.path].reverse()) {
    const step = byId.get(id);
    const plans = step?.content.plans;
    if (step === undefined || plans === undefined) continue;
    const answered = step.answer ? visit.answers[step.answer.key] : undefined;
    if (typeof answered === 'string' && plans.includes(answered)) return answered;
    return step.content.defaultPlan ?? plans[0];
  }
  return undefined;
}
