import { type AnswerPart, optionValues } from '@/runtime/steps/answerPart';

/** One or more of the step's options, each once. */
export const choicesAnswer: AnswerPart<string[]> = {
  problem: (step, value) => {
    const options = optionValues(step);
    return Array.isArray(value) &&
      value.length > 0 &&
      value.every((v) => options.includes(v)) &&
      new Set(value).size === value.length
      ? undefined
      : 'not-options';
  },
  read: (value) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...value] : undefined),
  samples: (step) => optionValues(step).map((option) => [option]),
};
