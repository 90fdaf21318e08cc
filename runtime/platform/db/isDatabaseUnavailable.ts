/** Socket errors of a connection to the database that could not be made or was lost. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is not answering queries: class 08 (connection exception), and 57P01-57P03 (shut down by
 * an administrator, crashed, starting and not yet accepting connections).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123])$/;

/**
 * What node-postgres throws when a connection ends under a query, cannot be used after it ended, cannot be made in
 * time, or answers no query in time.
 */
const LOST_CONNECTION = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
];

/**
 * Whether an error is an HTTP call's failure (the payment provider's, the builder's, any service's): the provider's SDK
 * throws node-fetch's `FetchError` (the socket's code copied onto it), Node's `fetch` a `TypeError: fetch failed` (the
 * socket's error as its cause). Their socket codes are the called host's (a name that does not resolve, a refused
 * port), never the database's.
 */
function isHttpCallFailure(error: Error): boolean {
  return error.name === 'FetchError' || (error instanceof TypeError && error.message === 'fetch failed');
}

/**
 * Whether an error (or any error in its `cause` chain: drizzle wraps the driver's) says the database cannot be reached
 * now, rather than that a query was wrong: such a call is answered 503, to be tried again. A socket error met under an
 * HTTP call's failure is that call's (isHttpCallFailure): another service down is no database outage.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (isHttpCallFailure(current)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
    if (LOST_CONNECTION.some((message) => current instanceof Error && current.message.startsWith(message))) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}
