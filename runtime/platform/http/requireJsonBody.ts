import { HttpError } from './httpError';

/** `application/json`, or a JSON-based type (`application/problem+json`), with any parameters. */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Refuses a request whose body is not declared JSON (no content type, `text/plain`, a form): 415 in the error
 * shape. A JSON route reads only what was sent as JSON, so a form posted from another site (which may send
 * text/plain without asking) never reaches it.
 */
export function requireJsonBody(request: Request): void {
  if (!JSON_MEDIA_TYPE.test(request.headers.get('content-type') ?? ''))
    throw new HttpError({ message: 'Send the body as application/json' }, 415);
}
