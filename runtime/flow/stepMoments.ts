import type { SentMoment } from '@/schemas/enums/measuredMoments';
import { STEP_KINDS, stepKindRule } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';

/** What of a step says how the visitor goes on from it: its kind, and whether its answer may be left out. */
type StepWayOn = { kind: Step['kind']; answer?: Pick<NonNullable<Step['answer']>, 'optional'> };

/** Whether a step holds the visitor until its answer is given: a kind that asks, with an answer not optional. */
export function needsAnswer(step: StepWayOn): boolean {
  return 'answer' in STEP_KINDS[step.kind] && step.answer !== undefined && !step.answer.optional;
}

/** Whether a step sells upsells: going on from it is an answer when something was bought there, a skip otherwise. */
export function sellsUpsells(step: Pick<Step, 'kind'>): boolean {
  return stepKindRule(step.kind).content.includes('upsells');
}

/**
 * What a visit's page can say of a step (the flow machine's happenings, measureVisit): it was shown and answered;
 * it was skipped only where the visitor may go on without an answer (an upsell not bought, an optional answer); the
 * visit started there only at the flow's first step. The gateway counts nothing else (docs/decisions/0041).
 */
export function stepMoments(step: StepWayOn, first: boolean): SentMoment[] {
  const skippable = sellsUpsells(step) || (step.answer !== undefined && !needsAnswer(step));
  return [...(first ? (['start'] as const) : []), 'shown', 'answered', ...(skippable ? (['skipped'] as const) : [])];
}
