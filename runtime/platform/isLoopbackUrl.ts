import { isLoopbackHost } from './isLoopbackHost';

/**
 * Whether a URL's host is this machine: `localhost` (and `*.localhost`), 127.0.0.0/8, `::1`, or the unspecified
 * addresses (which connect to this machine too). A URL that does not parse is not one.
 */
export function isLoopbackUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    isLoopbackHost(host) ||
    host.endsWith('.localhost') ||
    host === '0.0.0.0' ||
    host === '::' ||
    /^::ffff:(127\.|7f)/.test(host)
  );
}
