'use client';

import { clientEnv } from '@/runtime/platform/env.client';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { GENERIC_PALM_READING, palmReadingAnswer, palmReadingOfAnswer } from '@/schemas/services/palmTraits';
import { type PhotoReader, PhotoReadingStep } from './PhotoReadingStep';
import { PALM_TRAIT_SENTENCES, PALM_WORDS } from './palmWords';

/** The palm read from a photo of the open hand (the back camera), by the palm service (runtime/services/readPalm). */
const PALM_READER: PhotoReader = {
  name: 'palm',
  serviceOn: () => clientEnv.NEXT_PUBLIC_PALM_API_URL !== undefined,
  facing: 'environment',
  words: PALM_WORDS,
  genericAnswer: palmReadingAnswer(GENERIC_PALM_READING, 'generic'),
  read: async (photo, signal) => {
    const result = await import('@/runtime/services/readPalm').then(({ readPalm }) => readPalm(photo, { signal }));
    return result.source === 'service'
      ? palmReadingAnswer(result.reading, result.sandbox ? 'sandbox' : 'read')
      : undefined;
  },
  sentencesOf: (answer) => {
    const given = palmReadingOfAnswer(answer);
    if (given === undefined) return undefined;
    const { lines, handShape } = given.reading;
    const sentences = [
      PALM_TRAIT_SENTENCES.heart[lines.heart],
      PALM_TRAIT_SENTENCES.head[lines.head],
      PALM_TRAIT_SENTENCES.life[lines.life],
      PALM_TRAIT_SENTENCES.fate[lines.fate],
      ...(handShape ? [PALM_TRAIT_SENTENCES.handShape[handShape]] : []),
    ];
    return { sentences, source: given.source };
  },
};

/** The palm photo step: a photo of the visitor's palm, read with their consent (PhotoReadingStep). */
export function PalmPhotoStep(props: StepScreenProps) {
  return <PhotoReadingStep {...props} reader={PALM_READER} />;
}
