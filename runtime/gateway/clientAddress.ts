/** What a request from an unknown address is counted as: all such requests share one count. */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a request came from, for per-client rate limits: the right-most address that no trusted proxy
 * added. The chain is `X-Forwarded-For` as received, then the socket's peer; each of the `trustedHops` proxies in
 * front of the app appended the address it saw, so the client is that many places from the right. With 0 hops
 * it is the socket's peer, whatever the request claims; a chain shorter than the hops yields its left-most entry.
 * IPv4 addresses mapped into IPv6 (`::ffff:203.0.113.7`) read as IPv4.
 */
export function clientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const forwarded = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim());
  const chain = [...forwarded, socketAddress ?? ''];
  const address = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? '';
  return address === '' ? UNKNOWN_CLIENT : address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}
