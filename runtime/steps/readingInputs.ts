import type { Flow } from '@/schemas/flowSchema';
import { collectsInput, type ReadingInput } from '@/schemas/readingVariables';
import type { BirthDateAnswer } from './birthDate/birthDateAnswer';
import type { BirthPlaceAnswer } from './birthPlace/birthPlaceAnswer';

/** What a reading is computed from, as the visitor answered it (each absent when not answered). */
export type ReadingInputs = {
  birthDate?: BirthDateAnswer;
  birthPlace?: BirthPlaceAnswer;
  name?: string;
  partnerSign?: string;
};

/** The answer the first step collecting `input` was given, if any. */
function answerTo(flow: Flow, answers: Record<string, unknown>, input: ReadingInput): unknown {
  for (const step of flow.steps)
    if (step.answer !== undefined && collectsInput(step, input) && answers[step.answer.key] !== undefined)
      return answers[step.answer.key];
  return undefined;
}

/** A visit's answers read as a reading's inputs, by the kinds of the steps that collected them. */
export function readingInputs(flow: Flow, answers: Record<string, unknown>): ReadingInputs {
  const read = <T>(input: ReadingInput) => answerTo(flow, answers, input) as T | undefined;
  const inputs: ReadingInputs = {
    birthDate: read<BirthDateAnswer>('birthDate'),
    birthPlace: read<BirthPlaceAnswer>('birthPlace'),
    name: read<string>('name'),
    partnerSign: read<string>('partnerSign'),
  };
  return Object.fromEntries(Object.entries(inputs).filter(([, v]) => v !== undefined)) as ReadingInputs;
}
