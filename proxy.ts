import { type NextRequest, NextResponse } from 'next/server';
import { langCookie } from './runtime/address/langCookie';
import { localePath } from './runtime/address/localeRoute';
import { pinnedRoute } from './runtime/address/pinnedRoute';
import { requestedLocale } from './runtime/address/requestedLocale';
import { servedVersions } from './runtime/definitions/servedVersions';
import { givenVariant, variantPath } from './runtime/experiments/variantRoute';
import { LANG_PARAM } from './runtime/flow/languageNames';
import { PROXY_CACHE_CONTROL_HEADER } from './runtime/platform/http/keepProxyCacheControl';
import { EMAIL_PAGES, INFORMATION_PAGES } from './schemas/routes';
import { WORD_LOCALES } from './schemas/words';

/**
 * Visitors pinned to older versions see them from the first byte: a request whose pin (pinCookie) names versions
 * other than the ones its funnel path serves now is rewritten to the pinned page. A visitor given a variant of the
 * path's running experiment (variantCookie) gets that variant's pages. A visitor whose language is another of the
 * funnel's than its first (requestedLocale: the address's `?lang=`, the one kept for the visit, the browser's) gets
 * the pages in it (localePath), and a language the address chose is kept for the visit (langCookie). A page a cookie
 * chose (a pin, a variant, a kept language) is the visitor's own: it answers `Cache-Control: private` (CHOSEN_BY_COOKIE,
 * set by the server's entry: keepProxyCacheControl), while the app's own cache keeps serving each page under its path. Everything else goes on to the page published now,
 * untouched and cached as before. `next dev` follows edits instead, so pins are not honoured there (the open tab moves
 * to the newest version); variants and languages are.
 */
export function proxy(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  if (SITE_PAGES.includes(pathname)) return sitePageInLanguage(request);
  const cookieHeader = request.headers.get('cookie');
  const served = servedVersions.now();
  const funnelPath = pathname.split('/')[1] ?? '';
  const now = served?.get(funnelPath);
  const language =
    now &&
    requestedLocale(funnelPath, now.locales, {
      param: searchParams.get(LANG_PARAM),
      cookieHeader,
      acceptLanguage: request.headers.get('accept-language'),
    });
  const inLanguage = (path: string) =>
    language === undefined || language.locale === now?.locales[0]
      ? path
      : localePath(path, funnelPath, language.locale);
  const variant = givenVariant(funnelPath, cookieHeader, now?.experiment);
  const variantFlow = variant === undefined ? undefined : now?.experiment?.variants[variant];
  let answer: NextResponse | undefined;
  let chosenByCookie = language?.fromCookie === true;
  if (process.env.NODE_ENV !== 'development') {
    // A visitor in a variant is pinned against what their variant serves now.
    const servedToVisitor = now && variantFlow ? new Map([[funnelPath, { ...now, ...variantFlow }]]) : served;
    const pinned = pinnedRoute(pathname, cookieHeader, servedToVisitor);
    if (pinned !== undefined) {
      answer = rewrite(request, inLanguage(pinned));
      chosenByCookie = true;
    }
  }
  if (answer === undefined && variant !== undefined && now?.experiment) {
    answer = rewrite(request, variantPath(inLanguage(pathname), now.experiment.id, variant));
    chosenByCookie = true;
  }
  if (answer === undefined) {
    const page = inLanguage(pathname);
    answer = page === pathname ? NextResponse.next() : rewrite(request, page);
  }
  // Said to the server's entry, which sets it as the head is written: Next may overwrite a Cache-Control set here.
  if (chosenByCookie) answer.headers.set(PROXY_CACHE_CONTROL_HEADER, CHOSEN_BY_COOKIE);
  if (language?.remember !== undefined)
    answer.headers.append(
      'set-cookie',
      langCookie.serialize(funnelPath, language.remember, { secure: request.nextUrl.protocol === 'https:' }),
    );
  return answer;
}

/**
 * How a page a cookie chose is answered: for this visitor only. The address (and `Accept-Language`, which every page
 * varies by) does not say what such a page holds, so a shared cache keeping it under the address would serve one
 * visitor's language, variant or versions to the next visitor of that address; `private` forbids that whatever the
 * cache's rules. As the pinned page has always been answered (`no-store`): the visitor's browser asks again too.
 */
const CHOSEN_BY_COOKIE = 'private, no-store';

/** The information and email pages (docs/routes.md), each in the five languages the runtime speaks. */
const SITE_PAGES: readonly string[] = [...INFORMATION_PAGES, ...EMAIL_PAGES];

/**
 * An information or email page in its visitor's language among the runtime's (the address's `?lang=`, as a funnel's
 * links and emails give it, else the browser's): the English page, or the page at `/<section>/<page>@<locale>`.
 */
function sitePageInLanguage(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  const { locale } = requestedLocale('', WORD_LOCALES, {
    param: searchParams.get(LANG_PARAM),
    cookieHeader: null,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const page = pathname.split('/')[2] ?? '';
  return locale === WORD_LOCALES[0] ? NextResponse.next() : rewrite(request, localePath(pathname, page, locale));
}

function rewrite(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.rewrite(url);
}

/**
 * Pages only (no API route, no static file, no build asset is a funnel page), and only requests that may need another
 * page than the one published now: a visitor's first request, the most of them, in the language most funnels are in
 * first, is answered without running the proxy (a page served a fifth faster). Literal, as Next reads it when building.
 */
export const config = {
  matcher: [
    // A pin (PIN_COOKIE_PREFIX), a variant (VARIANT_COOKIE_PREFIX) or a language kept (LANG_COOKIE_PREFIX).
    {
      source: '/((?!api/|_next/|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'header', key: 'cookie', value: '.*funnel_(pin|variant|lang)_.*' }],
    },
    // A language the address asks for (LANG_PARAM).
    { source: '/((?!api/|_next/|.*\\.[a-z0-9]+$).*)', has: [{ type: 'query', key: 'lang' }] },
    // A browser whose first language is not English.
    {
      source: '/((?!api/|_next/|.*\\.[a-z0-9]+$).*)',
      has: [{ type: 'header', key: 'accept-language', value: '(?!en\\b)[A-Za-z].*' }],
    },
  ],
};
