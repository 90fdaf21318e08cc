import { STEP_KINDS } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { ANSWER_KINDS } from './answerKinds';

/**
 * Valid answers a visitor could give to a step, one per distinct choice (so every branch can be
 * taken) and one representative value for free input, by its kind's samples (answerKinds). For tests and tools that
 * walk flows.
 */
export function sampleAnswers(step: Step, today: Date): unknown[] {
  const rule = STEP_KINDS[step.kind];
  return 'answer' in rule ? ANSWER_KINDS[rule.answer].samples(step, today) : [];
}
