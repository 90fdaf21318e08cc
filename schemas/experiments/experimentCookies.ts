import { parse, serialize } from 'cookie';
import type { Environment } from '@/schemas/enums/environments';

/** Every variant cookie's name starts so: the app's proxy runs only for requests carrying one (or a pin). */
export const VARIANT_COOKIE_PREFIX = 'funnel_variant_';

/**
 * The visitor's id for experiments: a random UUID, first-party, set by the first funnel page that runs one and kept
 * for EXPERIMENT_COOKIE_MAX_AGE_S, so the hash puts them in the same variant on every visit and every instance.
 */
export const VISITOR_COOKIE = 'funnel_visitor';

/** How long the visitor id and their variants are kept: 400 days, the longest a browser keeps a cookie. */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

/** A visitor id as the page makes it (crypto.randomUUID): anything else in the cookie is no visitor id. */
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The visitor id a request's or a page's cookies (`cookie` header, `document.cookie`) carry, if a valid one. */
export function readVisitorId(cookies: string | null): string | undefined {
  if (!cookies?.includes(VISITOR_COOKIE)) return undefined;
  const id = parse(cookies)[VISITOR_COOKIE];
  return id !== undefined && VISITOR_ID.test(id) ? id : undefined;
}

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

/** A funnel path as a cookie name may end with it (a slug or an alias). */
const FUNNEL_PATH = /^[a-z0-9-]+$/;

/**
 * The experiment cookies a request carries (the visitor id, each valid variant), written again by the server for
 * EXPERIMENT_COOKIE_MAX_AGE_S. The page's script writes them with `document.cookie`, which Safari keeps 7 days at
 * most; the same cookies set by a response of the site are kept as long as they say, so a returning visitor keeps
 * their id and variants. Not HttpOnly: the page's script reads them.
 */
export function experimentSetCookies(cookies: string | null, environment: Environment): string[] {
  const options = {
    path: '/',
    maxAge: EXPERIMENT_COOKIE_MAX_AGE_S,
    sameSite: 'lax',
    secure: environment !== 'dev',
  } as const;
  const visitor = readVisitorId(cookies);
  const variants = Object.entries(parse(cookies ?? '')).flatMap(([name, value]) => {
    const path = name.slice(VARIANT_COOKIE_PREFIX.length);
    const given =
      name.startsWith(VARIANT_COOKIE_PREFIX) && FUNNEL_PATH.test(path) ? variantCookie.parse(value) : undefined;
    return given === undefined
      ? []
      : [serialize(name, variantCookie.format(given.experimentId, given.variantId), options)];
  });
  return [...(visitor === undefined ? [] : [serialize(VISITOR_COOKIE, visitor, options)]), ...variants];
}
