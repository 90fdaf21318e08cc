import { z } from 'zod';

/**
 * The palm reading contract (docs/services.md): `POST <NEXT_PUBLIC_PALM_API_URL>/palm-readings` with the photo's
 * JPEG bytes as the body (`Content-Type: image/jpeg`, at most SERVICE_PHOTO_MAX_BYTES); the answer is JSON naming a
 * trait of each line and, when seen, the hand's shape: ids the screens put in words, never free text. The service
 * reads the photo and forgets it: it keeps no copy.
 */
export const PALM_READING_PATH = '/palm-readings';

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

/** The service's answer: a trait id per line, and the hand's shape when it could tell. Unknown fields are ignored. */
export const palmReadingSchema = z.object({
  lines: z.object({
    heart: z.enum(HEART_TRAITS),
    head: z.enum(HEAD_TRAITS),
    life: z.enum(LIFE_TRAITS),
    fate: z.enum(FATE_TRAITS),
  }),
  handShape: z.enum(HAND_SHAPES).optional(),
  /** Set by a stand-in (sandbox/services): the reading is not a real one. */
  sandbox: z.boolean().optional(),
});
export type PalmReading = z.infer<typeof palmReadingSchema>;

/** What the flow keeps as the palm step's answer: the reading's ids in one string (never the photo). */
const ANSWER_PREFIX = 'palm-reading:';

/**
 * The palm step's answer for a reading: `palm-reading:<heart>.<head>.<life>.<fate>[.<shape>]`, plus `.generic`
 * when it is the generic reading. A string, as the step's answer rule requires, and free of the photo.
 */
export function palmReadingAnswer(reading: PalmReading, generic: boolean): string {
  const { heart, head, life, fate } = reading.lines;
  const parts = [heart, head, life, fate, reading.handShape ?? '-', generic ? 'generic' : 'read'];
  return `${ANSWER_PREFIX}${parts.join('.')}`;
}

/** The reading an answer holds (see palmReadingAnswer), or undefined for anything else (an older answer, a sample). */
export function palmReadingOfAnswer(answer: unknown): { reading: PalmReading; generic: boolean } | undefined {
  if (typeof answer !== 'string' || !answer.startsWith(ANSWER_PREFIX)) return undefined;
  const [heart, head, life, fate, shape, source] = answer.slice(ANSWER_PREFIX.length).split('.');
  const parsed = palmReadingSchema.safeParse({
    lines: { heart, head, life, fate },
    ...(shape !== '-' && { handShape: shape }),
  });
  return parsed.success ? { reading: parsed.data, generic: source === 'generic' } : undefined;
}
