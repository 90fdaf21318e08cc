import { z } from 'zod';
import { BROW_TRAITS, EYE_TRAITS, FACE_SHAPES } from './faceTraits';

/**
 * The face reading contract (docs/services.md): `POST <NEXT_PUBLIC_FACE_API_URL>/face-readings` with the photo's
 * JPEG bytes as the body (`Content-Type: image/jpeg`, at most SERVICE_PHOTO_MAX_BYTES); the answer is JSON naming the
 * face's shape and what its features say: ids the screens put in words. The service keeps no copy of the photo.
 */
export const FACE_READING_PATH = '/face-readings';

/** The service's answer. Unknown fields are ignored. */
export const faceReadingSchema = z.object({
  shape: z.enum(FACE_SHAPES),
  features: z.object({ eyes: z.enum(EYE_TRAITS), brow: z.enum(BROW_TRAITS) }),
  /** Set by a stand-in (sandbox/services): the reading is not a real one. */
  sandbox: z.boolean().optional(),
});
export type FaceReading = z.infer<typeof faceReadingSchema>;
