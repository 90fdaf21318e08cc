import { STEP_KINDS } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { ANSWER_KINDS } from './answerKinds';

/**
 * Why a value cannot be a step's answer, or undefined when it can (docs/validation.md), by its kind's rule
 * (answerKinds). `today` fixes the age rules, so the same answer is judged the same way in tests and in the browser.
 */
export function answerProblem(step: Step, value: unknown, today: Date): string | undefined {
  const rule = STEP_KINDS[step.kind];
  if (!('answer' in rule)) return 'step-asks-nothing';
  return ANSWER_KINDS[rule.answer].problem(step, value, today);
}
