import { type ReadingSource, readingAnswer, readingOfAnswer } from './readingAnswer';

/**
 * The palm reading's ids (docs/services.md), without zod: the palm step reads them from its answer, and the first
 * steps' bundles carry no validator. The service's answer is checked with palmReadingSchema (palmReading.ts).
 */

/** The heart line: how the visitor loves. */
export const HEART_TRAITS = ['deep', 'curved', 'straight'] as const;
/** The head line: how the visitor thinks. */
export const HEAD_TRAITS = ['long', 'sloping', 'short'] as const;
/** The life line: the visitor's vitality. */
export const LIFE_TRAITS = ['wide', 'steady', 'branched'] as const;
/** The fate line: the visitor's path. */
export const FATE_TRAITS = ['strong', 'late', 'faint'] as const;
/** The hand's shape, by the four elements of palmistry. */
export const HAND_SHAPES = ['earth', 'air', 'fire', 'water'] as const;

/** A reading: a trait id per line, and the hand's shape when the service could tell. */
export type PalmTraits = {
  lines: {
    heart: (typeof HEART_TRAITS)[number];
    head: (typeof HEAD_TRAITS)[number];
    life: (typeof LIFE_TRAITS)[number];
    fate: (typeof FATE_TRAITS)[number];
  };
  handShape?: (typeof HAND_SHAPES)[number];
};

/**
 * The reading shown when there is no reading of the visitor's own photo: no consent, no service configured, or the
 * service failed, timed out or answered garbage (runtime/services/readPalm.ts).
 */
export const GENERIC_PALM_READING: PalmTraits = {
  lines: { heart: 'curved', head: 'sloping', life: 'steady', fate: 'late' },
};

/** What the flow keeps as the palm step's answer: the reading's ids in one string (never the photo). */
const ANSWER_PREFIX = 'palm-reading:';
/** The answer's place for a hand shape the service did not tell. */
const NO_SHAPE = '-';

/**
 * The palm step's answer for a reading: `palm-reading:<heart>.<head>.<life>.<fate>.<shape or ->.<source>`. A string,
 * as the step's answer rule requires, saved with the visit's answers: it holds ids, never the photo.
 */
export function palmReadingAnswer(reading: PalmTraits, source: ReadingSource): string {
  const { heart, head, life, fate } = reading.lines;
  return readingAnswer(ANSWER_PREFIX, [heart, head, life, fate, reading.handShape ?? NO_SHAPE], source);
}

/** The reading an answer holds (see palmReadingAnswer), or undefined for anything else (an older answer, a sample). */
export function palmReadingOfAnswer(answer: unknown): { reading: PalmTraits; source: ReadingSource } | undefined {
  const fields = [HEART_TRAITS, HEAD_TRAITS, LIFE_TRAITS, FATE_TRAITS, [...HAND_SHAPES, NO_SHAPE]] as const;
  const held = readingOfAnswer(ANSWER_PREFIX, answer, fields);
  if (held === undefined) return undefined;
  const [heart, head, life, fate, shape] = held.ids as [
    PalmTraits['lines']['heart'],
    PalmTraits['lines']['head'],
    PalmTraits['lines']['life'],
    PalmTraits['lines']['fate'],
    PalmTraits['handShape'] | typeof NO_SHAPE,
  ];
  return {
    reading: { lines: { heart, head, life, fate }, ...(shape !== NO_SHAPE && { handShape: shape }) },
    source: held.source,
  };
}
