/**
 * Whether a server listening on `host` is reached from this machine only: `localhost`, 127.0.0.0/8 or `::1`. Unlike a
 * URL's host (isLoopbackUrl), the unspecified addresses (`0.0.0.0`, `::`) are every interface here, not this machine.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) || name === '::1';
}
