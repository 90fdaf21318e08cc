import { HttpError } from './httpError';
import { DEFAULT_BODY_LIMIT_BYTES, readBodyText } from './readBodyText';
import { requireJsonBody } from './requireJsonBody';

/**
 * Reads a request's JSON body: not declared JSON is 415, over `limitBytes` is 413, not JSON is 400 (HttpErrors,
 * ready for `errorResponse`).
 */
export async function readJsonBody(request: Request, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<unknown> {
  requireJsonBody(request);
  const text = await readBodyText(request, limitBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError({ message: 'The body is not valid JSON' }, 400);
  }
}
