/**
 * Whether a URL's host is this machine, however it is spelt: `localhost` and every name under it (`app.localhost`),
 * 127.0.0.0/8, `::1`, the unspecified addresses (which connect to this machine too), and those IPv4 addresses
 * mapped into IPv6 (`[::ffff:127.0.0.1]`). The URL parser already writes every IPv4 spelling it accepts as four
 * decimals (`127.1`, `0x7f.1`, `2130706433`, `0` are `127.0.0.1` and `0.0.0.0`), lowercases names and shortens IPv6
 * (`[0:0:0:0:0:0:0:1]` is `[::1]`, `[::ffff:127.0.0.1]` is `[::ffff:7f00:1]`); what it keeps is a name's trailing dot,
 * which names the same host to a resolver (`localhost.`), so it is dropped here. A URL that does not parse is not one.
 */
export function isLoopbackUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').replace(/\.+$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::' ||
    // 127.0.0.0/8 and 0.0.0.0 mapped into IPv6, as the parser writes them: ::ffff:7fXX:XXXX, ::ffff:0:0.
    /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host) ||
    host === '::ffff:0:0'
  );
}
