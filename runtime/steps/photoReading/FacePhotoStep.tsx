'use client';

import { clientEnv } from '@/runtime/platform/env.client';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { faceReadingAnswer, faceReadingOfAnswer, GENERIC_FACE_READING } from '@/schemas/services/faceTraits';
import { FACE_TRAIT_SENTENCES, FACE_WORDS } from './faceWords';
import { type PhotoReader, PhotoReadingStep } from './PhotoReadingStep';

/** The face read from a portrait (the front camera), by the face service (runtime/services/readFace). */
const FACE_READER: PhotoReader = {
  name: 'face',
  serviceOn: () => clientEnv.NEXT_PUBLIC_FACE_API_URL !== undefined,
  facing: 'user',
  words: FACE_WORDS,
  genericAnswer: faceReadingAnswer(GENERIC_FACE_READING, 'generic'),
  read: async (photo, signal) => {
    const result = await import('@/runtime/services/readFace').then(({ readFace }) => readFace(photo, { signal }));
    return result.source === 'service'
      ? faceReadingAnswer(result.reading, result.sandbox ? 'sandbox' : 'read')
      : undefined;
  },
  sentencesOf: (answer) => {
    const given = faceReadingOfAnswer(answer);
    if (given === undefined) return undefined;
    const { shape, features } = given.reading;
    const sentences = [
      FACE_TRAIT_SENTENCES.shape[shape],
      FACE_TRAIT_SENTENCES.eyes[features.eyes],
      FACE_TRAIT_SENTENCES.brow[features.brow],
    ];
    return { sentences, source: given.source };
  },
};

/** The face photo step: a portrait of the visitor, read with their consent (PhotoReadingStep). */
export function FacePhotoStep(props: StepScreenProps) {
  return <PhotoReadingStep {...props} reader={FACE_READER} />;
}
