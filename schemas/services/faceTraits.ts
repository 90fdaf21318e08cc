import { type ReadingSource, readingAnswer, readingOfAnswer } from './readingAnswer';

/**
 * The face reading's ids (docs/services.md), without zod: the face step reads them from its answer, and the first
 * steps' bundles carry no validator. The service's answer is checked with faceReadingSchema (faceReading.ts).
 */

/** The face's shape. */
export const FACE_SHAPES = ['oval', 'round', 'square', 'heart', 'long'] as const;
/** What the eyes say. */
export const EYE_TRAITS = ['open', 'deep', 'bright'] as const;
/** What the brow says. */
export const BROW_TRAITS = ['high', 'straight', 'arched'] as const;

/** A reading: the face's shape and a trait of each feature. */
export type FaceTraits = {
  shape: (typeof FACE_SHAPES)[number];
  features: { eyes: (typeof EYE_TRAITS)[number]; brow: (typeof BROW_TRAITS)[number] };
};

/**
 * The reading shown when there is no reading of the visitor's own photo: no consent, no service configured, or the
 * service failed, timed out or answered garbage (runtime/services/readFace.ts).
 */
export const GENERIC_FACE_READING: FaceTraits = { shape: 'oval', features: { eyes: 'open', brow: 'straight' } };

/** What the flow keeps as the face step's answer: the reading's ids in one string (never the photo). */
const ANSWER_PREFIX = 'face-reading:';

/** The face step's answer for a reading: `face-reading:<shape>.<eyes>.<brow>.<source>`. */
export function faceReadingAnswer(reading: FaceTraits, source: ReadingSource): string {
  return readingAnswer(ANSWER_PREFIX, [reading.shape, reading.features.eyes, reading.features.brow], source);
}

/** The reading an answer holds (see faceReadingAnswer), or undefined for anything else. */
export function faceReadingOfAnswer(answer: unknown): { reading: FaceTraits; source: ReadingSource } | undefined {
  const held = readingOfAnswer(ANSWER_PREFIX, answer, [FACE_SHAPES, EYE_TRAITS, BROW_TRAITS]);
  if (held === undefined) return undefined;
  const [shape, eyes, brow] = held.ids as [
    FaceTraits['shape'],
    FaceTraits['features']['eyes'],
    FaceTraits['features']['brow'],
  ];
  return { reading: { shape, features: { eyes, brow } }, source: held.source };
}
