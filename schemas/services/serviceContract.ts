/**
 * What the palm, face and assistant services share (docs/services.md): each is a base URL (NEXT_PUBLIC_PALM_API_URL,
 * NEXT_PUBLIC_FACE_API_URL, NEXT_PUBLIC_ASSISTANT_API_URL) the browser POSTs to, without cookies, across origins.
 */

/** The response header a stand-in labels every answer with (its value names the sandbox); a real service never sends it. */
export const SANDBOX_HEADER = 'x-sandbox';

/** The largest photo a reading service must take: a re-encoded phone photo is a few hundred kilobytes. */
export const SERVICE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The photo's content type: the browser re-encodes every photo as JPEG before it is sent (which also drops its metadata). */
export const SERVICE_PHOTO_TYPE = 'image/jpeg';

/** The three services, as named in logs, faults and docs. */
export const SERVICE_NAMES = ['palm', 'face', 'assistant'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
