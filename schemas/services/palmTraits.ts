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

/** Where a reading came from: the palm service, its sandbox stand-in (not a real reading), or none (the generic one). */
export const PALM_READING_SOURCES = ['read', 'sandbox', 'generic'] as const;
export type PalmReadingSource = (typeof PALM_READING_SOURCES)[number];

/** What the flow keeps as the palm step's answer: the reading's ids in one string (never the photo). */
const ANSWER_PREFIX = 'palm-reading:';
/** The answer's place for a hand shape the service did not tell. */
const NO_SHAPE = '-';

/**
 * The palm step's answer for a reading: `palm-reading:<heart>.<head>.<life>.<fate>.<shape or ->.<source>`. A string,
 * as the step's answer rule requires, saved with the visit's answers: it holds ids, never the photo.
 */
export function palmReadingAnswer(reading: PalmTraits, source: PalmReadingSource): string {
  const { heart, head, life, fate } = reading.lines;
  return `${ANSWER_PREFIX}${[heart, head, life, fate, reading.handShape ?? NO_SHAPE, source].join('.')}`;
}

const oneOf = <T extends string>(choices: readonly T[], value: string | undefined): value is T =>
  choices.includes(value as T);

/** The reading an answer holds (see palmReadingAnswer), or undefined for anything else (an older answer, a sample). */
export function palmReadingOfAnswer(answer: unknown): { reading: PalmTraits; source: PalmReadingSource } | undefined {
  if (typeof answer !== 'string' || !answer.startsWith(ANSWER_PREFIX)) return undefined;
  const [heart, head, life, fate, shape, source, ...rest] = answer.slice(ANSWER_PREFIX.length).split('.');
  if (
    rest.length > 0 ||
    !oneOf(HEART_TRAITS, heart) ||
    !oneOf(HEAD_TRAITS, head) ||
    !oneOf(LIFE_TRAITS, life) ||
    !oneOf(FATE_TRAITS, fate) ||
    !(shape === NO_SHAPE || oneOf(HAND_SHAPES, shape)) ||
    !oneOf(PALM_READING_SOURCES, source)
  )
    return undefined;
  return {
    reading: { lines: { heart, head, life, fate }, ...(shape !== NO_SHAPE && { handShape: shape }) },
    source,
  };
}
