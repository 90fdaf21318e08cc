import { createActor } from 'xstate';
import type { Flow } from '@/schemas/flowSchema';
import { stepKindRule } from '@/schemas/stepKinds';
import { buildFlowMachine, type FlowInput } from './buildFlowMachine';

/**
 * Whether a visitor with these answers (and attribution, funnel condition and locale) is shown a step: the
 * flow's own machine is walked from the first step, each step taking the visitor's answer and going on by its
 * branches, as it did in their browser. The walk stops at a step it cannot leave: a required answer missing or
 * refused, or a payment step other than the one asked about (only paying leaves it). Pure: no I/O.
 */
export function reachesStep(
  flow: Flow,
  visit: FlowInput & { answers: Record<string, unknown> },
  stepId: string,
  today: Date = new Date(),
): boolean {
  const steps = new Map(flow.steps.map((step) => [step.id, step]));
  const actor = createActor(buildFlowMachine(flow, { today }), { input: visit }).start();
  try {
    for (let walked = 0; walked <= flow.steps.length; walked++) {
      const at = String(actor.getSnapshot().value);
      if (at === stepId) return true;
      const step = steps.get(at);
      if (step === undefined || stepKindRule(step.kind).charges === true) return false;
      const key = step.answer?.key;
      if (key !== undefined && visit.answers[key] !== undefined)
        actor.send({ type: 'ANSWER', value: visit.answers[key] });
      actor.send({ type: 'NEXT' });
      if (String(actor.getSnapshot().value) === at) return false;
    }
    return false;
  } finally {
    actor.stop();
  }
}
