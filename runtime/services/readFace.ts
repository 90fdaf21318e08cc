import { clientEnv } from '@/runtime/platform/env.client';
import { FACE_READING_PATH, type FaceReading, faceReadingSchema } from '@/schemas/services/faceReading';
import { GENERIC_FACE_READING } from '@/schemas/services/faceTraits';
import { SERVICE_PHOTO_TYPE } from '@/schemas/services/serviceContract';
import { callService, type ServiceCallOptions, type ServiceFailure } from './callService';

/** How long the face service may take to read a photo before the generic reading is shown instead. */
export const FACE_READING_TIMEOUT_MS = 8000;

/** A face reading: the service's, or the generic one and why. */
export type FaceReadingResult =
  | { source: 'service'; reading: FaceReading; sandbox: boolean }
  | { source: 'generic'; reading: FaceReading; failure: ServiceFailure };

/**
 * Reads the visitor's face from a JPEG photo with the face service (NEXT_PUBLIC_FACE_API_URL; docs/services.md),
 * within FACE_READING_TIMEOUT_MS. Never throws: when the service is unset, fails, times out or answers garbage, the
 * generic reading, the failure logged. The face photo step calls it (FacePhotoStep).
 */
export async function readFace(photo: Blob, options: ServiceCallOptions = {}): Promise<FaceReadingResult> {
  const result = await callService({
    service: 'face',
    baseUrl: options.baseUrl === undefined ? clientEnv.NEXT_PUBLIC_FACE_API_URL : (options.baseUrl ?? undefined),
    path: FACE_READING_PATH,
    body: photo,
    contentType: SERVICE_PHOTO_TYPE,
    timeoutMs: FACE_READING_TIMEOUT_MS,
    schema: faceReadingSchema,
    options,
  });
  return result.ok
    ? { source: 'service', reading: result.value, sandbox: result.sandbox }
    : { source: 'generic', reading: GENERIC_FACE_READING, failure: result.failure };
}
