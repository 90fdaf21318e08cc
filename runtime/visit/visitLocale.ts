import { LANG_PARAM, langCookieName } from '@/runtime/flow/languageNames';
import { pickLocale } from '@/schemas/pickLocale';

/** Session storage: the language a visitor chose in a funnel's header, for the rest of the visit. */
export function chosenLocaleKey(slug: string): string {
  return `funnel.locale:${slug}`;
}

/** Whether the visit keeps a language for this funnel path (langCookie): the server rendered the page in it. */
function keptLanguage(funnelPath: string): boolean {
  return document.cookie.split('; ').some((pair) => pair.startsWith(`${langCookieName(funnelPath)}=`));
}

/**
 * The language to show a visitor: the one they chose in the header this visit; else the page's, which the server
 * chose for them (the address's, the one kept, their browser's: requestedLocale) whenever it is not the funnel's
 * first or a language is kept; else their browser's (the server leaves an English browser's request to the page).
 */
export function visitLocale(
  funnel: { slug: string; locales: readonly string[] },
  funnelPath: string,
  pageLocale: string,
): string {
  const chosen = window.sessionStorage.getItem(chosenLocaleKey(funnel.slug));
  if (chosen !== null && funnel.locales.includes(chosen)) return chosen;
  if (pageLocale !== funnel.locales[0] || keptLanguage(funnelPath)) return pageLocale;
  return pickLocale(funnel.locales, navigator.languages);
}

/**
 * Keeps the language a visitor chose in the header: for the visit (the session, and the cookie by which the server
 * renders every later page in it from the first byte) and in the address, which now names it (`?lang=`).
 */
export function keepChosenLocale(slug: string, funnelPath: string, locale: string): void {
  window.sessionStorage.setItem(chosenLocaleKey(slug), locale);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: phones' browsers still in use lack the Cookie Store API (Safari before 18.4); the name and the locale are pattern-checked.
  document.cookie = `${langCookieName(funnelPath)}=${encodeURIComponent(locale)}; Path=/; SameSite=Lax${secure}`;
  // The consent banner and its preferences follow (their code loads after the first paint, and is not waited for).
  void import('@/runtime/tracking/consent/browserConsent').then((consent) => consent.setConsentLanguage(locale));
  const url = new URL(window.location.href);
  url.searchParams.set(LANG_PARAM, locale);
  window.history.replaceState(window.history.state, '', url);
}
