import { type AnswerPart, givenText } from '@/runtime/steps/answerPart';

/** The id of the reading a service made of the visitor's photo (a palm, a face). */
export const photoReadingAnswer: AnswerPart<string> = {
  problem: (_step, value) => (typeof value === 'string' && value.length > 0 ? undefined : 'no-photo'),
  read: givenText,
  samples: () => ['photo-reading-1'],
};
