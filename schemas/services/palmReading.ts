import { z } from 'zod';
import { FATE_TRAITS, HAND_SHAPES, HEAD_TRAITS, HEART_TRAITS, LIFE_TRAITS } from './palmTraits';

/**
 * The palm reading contract (docs/services.md): `POST <NEXT_PUBLIC_PALM_API_URL>/palm-readings` with the photo's
 * JPEG bytes as the body (`Content-Type: image/jpeg`, at most SERVICE_PHOTO_MAX_BYTES); the answer is JSON naming a
 * trait of each line and, when seen, the hand's shape: ids (palmTraits.ts) the screens put in words, never free
 * text. The service reads the photo and forgets it: it keeps no copy.
 */
export const PALM_READING_PATH = '/palm-readings';

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
