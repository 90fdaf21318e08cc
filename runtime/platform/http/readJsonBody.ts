import { HttpError } from './httpError';
import { DEFAULT_BODY_LIMIT_BYTES, readBodyText } from './readBodyText';

/** Reads a request's JSON body: over `limitBytes` is 413, not JSON is 400 (HttpErrors, ready for `errorResponse`). */
export async function readJsonBody(request: Request, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<unknown> {
  const text = await readBodyText(request, limitBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError({ message: 'The body is not valid JSON' }, 400);
  }
}
