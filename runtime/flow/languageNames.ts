/** The address parameter an ad links to a funnel's language with: `/love-quiz?lang=es`. */
export const LANG_PARAM = 'lang';

/** Every language cookie's name starts so: a CDN bypasses its cache for requests carrying one (README, Deploying). */
export const LANG_COOKIE_PREFIX = 'funnel_lang_';

/**
 * The name of a funnel path's language cookie (langCookie). These names are apart from the code that reads them so
 * that the first step's code, which only names them, carries no cookie package.
 */
export function langCookieName(funnelPath: string): string {
  return `${LANG_COOKIE_PREFIX}${funnelPath}`;
}
