import { parse, serialize } from 'cookie';
import { LANG_COOKIE_PREFIX, langCookieName } from '@/runtime/flow/languageNames';

/**
 * The language a visitor chose for a funnel (an ad's `?lang=` address, or the switch in the header), kept for the
 * visit in a first-party session cookie per funnel path (`funnel_lang_<slug or alias>`), so the server renders every
 * page of the visit in it from the first byte. No secret: the proxy writes it, the page's switch too.
 */
export const langCookie = {
  /** The cookie's header value; `secure` everywhere but local development over plain HTTP. */
  serialize(funnelPath: string, locale: string, { secure }: { secure: boolean }): string {
    return serialize(langCookieName(funnelPath), locale, { path: '/', sameSite: 'lax', secure });
  },

  read(funnelPath: string, cookieHeader: string | null): string | undefined {
    if (!cookieHeader?.includes(LANG_COOKIE_PREFIX)) return undefined;
    return parse(cookieHeader)[langCookieName(funnelPath)];
  },
};
