import { parse } from 'cookie';

/** Every variant cookie's name starts so: the app's proxy runs only for requests carrying one (or a pin). */
export const VARIANT_COOKIE_PREFIX = 'funnel_variant_';

/**
 * The visitor's id for experiments: a random UUID, first-party, set by the first funnel page that runs one and kept
 * for VARIANT_COOKIE_MAX_AGE_S, so the hash puts them in the same variant on every visit and every instance.
 */
export const VISITOR_COOKIE = 'funnel_visitor';

/** How long the visitor id and their variants are kept: 400 days, the longest a browser keeps a cookie. */
export const VARIANT_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/**
 * The variant a visitor was given at a funnel path (`funnel_variant_<slug or alias>`), as `<experiment id>.<variant
 * id>`: read by the proxy, which sends the visitor's requests to their variant's pages, and by the page's script,
 * which keeps it while the experiment runs. Ids have no dots (PATTERNS.id), so the value splits cleanly.
 */
export const variantCookie = {
  name: (funnelPath: string): string => `${VARIANT_COOKIE_PREFIX}${funnelPath}`,
  format: (experimentId: string, variantId: string): string => `${experimentId}.${variantId}`,
  parse(value: string | undefined): { experimentId: string; variantId: string } | undefined {
    const match = /^([a-z0-9-]+)\.([a-z0-9-]+)$/.exec(value ?? '');
    return match ? { experimentId: match[1] as string, variantId: match[2] as string } : undefined;
  },
  /** The variant a request's or a page's cookies (`cookie` header, `document.cookie`) say was given at a path. */
  read(funnelPath: string, cookies: string | null): { experimentId: string; variantId: string } | undefined {
    const name = variantCookie.name(funnelPath);
    return cookies?.includes(name) ? variantCookie.parse(parse(cookies)[name]) : undefined;
  },
};
