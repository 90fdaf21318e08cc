import { type AnswerPart, givenText } from '@/runtime/steps/answerPart';

/** One of the plans the step offers. */
export const planAnswer: AnswerPart<string> = {
  problem: (step, value) =>
    typeof value === 'string' && (step.content.plans ?? []).includes(value) ? undefined : 'not-a-plan',
  read: givenText,
  samples: (step) => [...(step.content.plans ?? [])],
};
