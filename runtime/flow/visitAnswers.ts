import { ANSWER_KINDS, type AnswerKind, type AnswerValues } from '@/runtime/steps/answerKinds';
import { answerProblem } from '@/runtime/steps/answerProblem';
import type { Flow } from '@/schemas/flowSchema';
import { isRecord } from '@/schemas/isRecord';
import { STEP_KINDS, type StepKindRule } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';

/** An answer of a visit: a step's, by its key, or an email step's answer to its consent question (`<key>Consent`). */
export type AnswerValue = AnswerValues[AnswerKind] | boolean;

/** A visit's answers, by key. */
export type VisitAnswers = Readonly<Record<string, AnswerValue>>;

/**
 * The answer a step keeps of what a visitor gave (docs/validation.md: typed text trimmed, an email's surrounding
 * whitespace tolerated), in its kind's type; undefined for a value the step refuses (answerProblem) or a step that asks
 * nothing.
 */
export function readAnswer(step: Step, value: unknown, today: Date): AnswerValue | undefined {
  const rule: StepKindRule = STEP_KINDS[step.kind];
  if (rule.answer === undefined || answerProblem(step, value, today) !== undefined) return undefined;
  return ANSWER_KINDS[rule.answer].read(value);
}

/**
 * A visit's answers read back from where they were kept (session storage, a restore): each step's answer that its step
 * would take today, and each email step's consent answer; anything else (a key no step of the flow asks, a value
 * tampered with or of an older version) is left out, never cast.
 */
export function readVisitAnswers(flow: Flow, kept: unknown, today: Date): VisitAnswers {
  if (!isRecord(kept)) return {};
  const answers: Record<string, AnswerValue> = {};
  for (const step of flow.steps) {
    const key = step.answer?.key;
    if (key === undefined) continue;
    const answer = readAnswer(step, kept[key], today);
    if (answer !== undefined) answers[key] = answer;
    const consent = kept[`${key}Consent`];
    if (step.kind === 'email' && typeof consent === 'boolean') answers[`${key}Consent`] = consent;
  }
  return answers;
}
