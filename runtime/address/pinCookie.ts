import { serialize } from 'cookie';
import type { VisitVersions } from '@/runtime/flow/flowSession';

/** Every pin cookie's name starts so: a CDN bypasses its cache for requests carrying one. */
export const PIN_COOKIE_PREFIX = 'funnel_pin_';

/**
 * The pin that travels with a visit: the versions a visitor started a funnel on, in a first-party session cookie
 * per funnel path (`funnel_pin_<slug or alias>`), so the server can render those versions from the first byte of
 * a reload. It holds no secret (the versions are in the page), so script writes it; it ends with the browser
 * session (no Max-Age), is sent on every path of the site (`Path=/`) and only from this site's pages (`Lax`).
 * Its value is read back by parsePin, kept apart so that the browser, which only writes it, ships no validator.
 */
export const pinCookie = {
  name: (funnelPath: string): string => `${PIN_COOKIE_PREFIX}${funnelPath}`,

  /** `<funnel version>.<flow id>.<flow version>`: the cookie's value, and a segment of the pinned page's path. */
  format: (versions: VisitVersions): string => `${versions.funnelVersion}.${versions.flowId}.${versions.flowVersion}`,

  /** What the browser writes to `document.cookie`; `secure` everywhere but local development over plain HTTP. */
  serialize(funnelPath: string, versions: VisitVersions, { secure }: { secure: boolean }): string {
    return serialize(pinCookie.name(funnelPath), pinCookie.format(versions), { path: '/', sameSite: 'lax', secure });
  },
};
