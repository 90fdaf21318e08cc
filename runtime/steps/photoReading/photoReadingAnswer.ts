import type { AnswerPart } from '@/runtime/steps/answerPart';

/** The id of the reading a service made of the visitor's photo (a palm, a face). */
export const photoReadingAnswer: AnswerPart<string> = {
  problem: (_step, value) => (typeof value === 'string' && value.length > 0 ? undefined : 'no-photo'),
  read: (value) => (typeof value === 'string' ? value : undefined),
  samples: () => ['photo-reading-1'],
};
