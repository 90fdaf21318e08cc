import type { StepKindRule } from '@/schemas/stepKinds';
import type { AnswerPart } from './answerPart';
import { billingAnswer } from './billing/billingAnswer';
import { birthDateAnswer } from './birthDate/birthDateAnswer';
import { birthPlaceAnswer } from './birthPlace/birthPlaceAnswer';
import { codeAnswer } from './cancel/codeAnswer';
import { choiceAnswer } from './choice/choiceAnswer';
import { choicesAnswer } from './multipleChoice/choicesAnswer';
import { photoReadingAnswer } from './photoReading/photoReadingAnswer';
import { planAnswer } from './plan/planAnswer';
import { emailAnswer } from './text/emailAnswer';
import { nameAnswer } from './text/nameAnswer';
import { phoneAnswer } from './text/phoneAnswer';

/** The kinds of value steps collect (the contract's `answer` of a step kind, schemas/stepKinds.ts). */
export type AnswerKind = NonNullable<StepKindRule['answer']>;

/**
 * Each kind of answer's part, from the folder of the step kind that collects it: its check, the value a visit keeps,
 * its samples. Adding a kind of answer adds its line here (docs/architecture.md#step-kinds).
 */
export const ANSWER_KINDS = {
  choice: choiceAnswer,
  gender: choiceAnswer,
  choices: choicesAnswer,
  plan: planAnswer,
  email: emailAnswer,
  name: nameAnswer,
  phone: phoneAnswer,
  code: codeAnswer,
  birthDate: birthDateAnswer,
  birthPlace: birthPlaceAnswer,
  photoReading: photoReadingAnswer,
  billing: billingAnswer,
} as const satisfies { [K in AnswerKind]: AnswerPart<unknown> };

/** What each kind of answer is, as a visit keeps it once valid and normalized. */
export type AnswerValues = {
  [K in AnswerKind]: (typeof ANSWER_KINDS)[K] extends AnswerPart<infer Value> ? Value : never;
};
