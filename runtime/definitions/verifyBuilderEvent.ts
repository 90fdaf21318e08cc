import { isBuilderSignatureValid } from '@/runtime/signing/signBuilderEvent';
import {
  BUILDER_EVENT_TOLERANCE_SECONDS,
  BUILDER_SIGNATURE_HEADER,
  BUILDER_TIMESTAMP_HEADER,
} from '@/schemas/builder/builderContract';
import { type BuilderEvent, builderEventSchema } from '@/schemas/builder/builderEventSchema';

export type EventCheck = { ok: true; event: BuilderEvent } | { ok: false; status: 400 | 401; message: string };

/**
 * Whether a pushed change event may be applied: signed with the API key over its timestamp and body
 * (401 otherwise, with no hint of which part was wrong beyond staleness), signed within the tolerance
 * window (401: a stale or future-dated event may be a replay), and well-formed (400).
 */
export function verifyBuilderEvent(
  request: { headers: Headers; body: string },
  apiKey: string | undefined,
  nowSeconds: number,
): EventCheck {
  const timestamp = Number(request.headers.get(BUILDER_TIMESTAMP_HEADER));
  const signature = request.headers.get(BUILDER_SIGNATURE_HEADER) ?? '';
  // Without a key nothing verifies, and the answer is the same as for a bad signature: a caller learns nothing
  // of what is configured.
  if (
    apiKey === undefined ||
    !Number.isInteger(timestamp) ||
    !isBuilderSignatureValid(apiKey, timestamp, request.body, signature)
  )
    return { ok: false, status: 401, message: 'The event signature is not valid' };
  if (Math.abs(nowSeconds - timestamp) > BUILDER_EVENT_TOLERANCE_SECONDS)
    return {
      ok: false,
      status: 401,
      message: `The event was signed more than ${BUILDER_EVENT_TOLERANCE_SECONDS} s from now`,
    };
  let json: unknown;
  try {
    json = JSON.parse(request.body);
  } catch {
    return { ok: false, status: 400, message: 'The event is not JSON' };
  }
  const parsed = builderEventSchema.safeParse(json);
  if (!parsed.success)
    return {
      ok: false,
      status: 400,
      message: parsed.error.issues.map((i) => `/${i.path.join('/')}: ${i.message}`).join('; '),
    };
  return { ok: true, event: parsed.data };
}
