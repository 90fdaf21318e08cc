/**
 * The header that names a request (docs/calls.md#the-http-client: the browser's HTTP client sends a fresh UUID in it
 * with every call).
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller may name its request: short, and safe to echo in a header and a log line. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** The id the caller gave its request, or a new one when it gave none (or one unsafe to echo). */
export function requestIdOf(headers: Headers): string {
  const given = headers.get(REQUEST_ID_HEADER);
  return given !== null && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}
