import { clientEnv } from '@/runtime/platform/env.client';
import { PALM_READING_PATH, type PalmReading, palmReadingSchema } from '@/schemas/services/palmReading';
import { GENERIC_PALM_READING } from '@/schemas/services/palmTraits';
import { SERVICE_PHOTO_TYPE } from '@/schemas/services/serviceContract';
import { callService, type ServiceCallOptions, type ServiceFailure } from './callService';

/** How long the palm service may take to read a photo before the generic reading is shown instead. */
export const PALM_READING_TIMEOUT_MS = 8000;

/** A palm reading: the service's, or the generic one and why. */
export type PalmReadingResult =
  | { source: 'service'; reading: PalmReading; sandbox: boolean }
  | { source: 'generic'; reading: PalmReading; failure: ServiceFailure };

/**
 * Reads the visitor's palm from a JPEG photo with the palm service (NEXT_PUBLIC_PALM_API_URL; docs/services.md),
 * within PALM_READING_TIMEOUT_MS. Never throws: when the service is unset, fails, times out or answers garbage, the
 * generic reading, the failure logged. The photo is sent once and kept by nothing here.
 */
export async function readPalm(photo: Blob, options: ServiceCallOptions = {}): Promise<PalmReadingResult> {
  const result = await callService({
    service: 'palm',
    baseUrl: options.baseUrl === undefined ? clientEnv.NEXT_PUBLIC_PALM_API_URL : (options.baseUrl ?? undefined),
    path: PALM_READING_PATH,
    body: photo,
    contentType: SERVICE_PHOTO_TYPE,
    timeoutMs: PALM_READING_TIMEOUT_MS,
    schema: palmReadingSchema,
    options,
  });
  return result.ok
    ? { source: 'service', reading: result.value, sandbox: result.sandbox }
    : { source: 'generic', reading: GENERIC_PALM_READING, failure: result.failure };
}
