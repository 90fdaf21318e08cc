import { isStorableText } from '@/schemas/storableText';
import { HttpError } from './httpError';
import { DEFAULT_BODY_LIMIT_BYTES, readBodyText } from './readBodyText';
import { requireJsonBody } from './requireJsonBody';

/**
 * Reads a request's JSON body: not declared JSON is 415, over `limitBytes` is 413, not JSON or holding a key or a
 * string no field may store (a NUL, a lone surrogate: isStorableText) is 400 (HttpErrors, ready for `errorResponse`).
 */
export async function readJsonBody(request: Request, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<unknown> {
  requireJsonBody(request);
  const text = await readBodyText(request, limitBytes);
  let unstorable = false;
  let body: unknown;
  try {
    body = JSON.parse(text, (key, value: unknown) => {
      if (!isStorableText(key) || (typeof value === 'string' && !isStorableText(value))) unstorable = true;
      return value;
    });
  } catch {
    throw new HttpError({ message: 'The body is not valid JSON' }, 400);
  }
  if (unstorable)
    throw new HttpError(
      { message: 'The body holds a NUL character (\\u0000) or a lone surrogate (\\ud800), which no field may hold' },
      400,
    );
  return body;
}
