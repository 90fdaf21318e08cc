import { type AnswerPart, givenText, optionValues } from '@/runtime/steps/answerPart';

/** One of the step's options (a single choice, an image choice, a gender, the cancel confirmation). */
export const choiceAnswer: AnswerPart<string> = {
  problem: (step, value) =>
    typeof value === 'string' && optionValues(step).includes(value) ? undefined : 'not-an-option',
  read: givenText,
  samples: optionValues,
};
