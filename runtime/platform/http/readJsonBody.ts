import { HttpError } from './httpError';
import { DEFAULT_BODY_LIMIT_BYTES, readBodyText } from './readBodyText';
import { requireJsonBody } from './requireJsonBody';

/**
 * The NUL character, which JSON may carry (`\u0000`) but PostgreSQL cannot store in text nor jsonb: a field holding
 * it would fail in the database (a 500) instead of being refused as the bad input it is.
 */
const NUL = '\u0000';

/**
 * Reads a request's JSON body: not declared JSON is 415, over `limitBytes` is 413, not JSON or holding a NUL in a key
 * or a string is 400 (HttpErrors, ready for `errorResponse`).
 */
export async function readJsonBody(request: Request, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<unknown> {
  requireJsonBody(request);
  const text = await readBodyText(request, limitBytes);
  let nul = false;
  let body: unknown;
  try {
    body = JSON.parse(text, (key, value: unknown) => {
      if (key.includes(NUL) || (typeof value === 'string' && value.includes(NUL))) nul = true;
      return value;
    });
  } catch {
    throw new HttpError({ message: 'The body is not valid JSON' }, 400);
  }
  if (nul) throw new HttpError({ message: 'The body holds a NUL character (\\u0000), which no field may hold' }, 400);
  return body;
}
