import type { AnswerPart } from '@/runtime/steps/answerPart';

/** One of the plans the step offers. */
export const planAnswer: AnswerPart<string> = {
  problem: (step, value) =>
    typeof value === 'string' && (step.content.plans ?? []).includes(value) ? undefined : 'not-a-plan',
  read: (value) => (typeof value === 'string' ? value : undefined),
  samples: (step) => [...(step.content.plans ?? [])],
};
