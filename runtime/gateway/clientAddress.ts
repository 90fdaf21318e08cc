/** What a request from an unknown address is counted as: all such requests share one count. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a request came from, for per-client rate limits: the first entry of `x-forwarded-for`
 * (the client, as the proxy in front saw it), else `x-real-ip`, else UNKNOWN_CLIENT. The headers are
 * trusted as the proxy in front of the app sets them; without one, a client can name any address.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const real = headers.get('x-real-ip')?.trim();
  if (real) return real;
  return UNKNOWN_CLIENT;
}
