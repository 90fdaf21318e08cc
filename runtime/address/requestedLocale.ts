import { matchLocale, pickLocale } from '@/schemas/pickLocale';
import { preferredLanguages } from '@/schemas/preferredLanguages';
import { langCookie } from './langCookie';

/** What a request says of its visitor's language. */
export type LanguageAsked = {
  /** The address's `lang` parameter. */
  param: string | null;
  cookieHeader: string | null;
  acceptLanguage: string | null;
};

/**
 * The language a funnel page is rendered in for a request, among the funnel's: the address's explicit choice (an ad's
 * link) before the one kept for the visit (langCookie) before the browser's languages (`Accept-Language`) before the
 * funnel's first. `remember` is set when the address chose one the funnel has: the proxy keeps it for the visit.
 * `fromCookie` is set when the visit's cookie chose it: the answer is then this visitor's own, which no shared cache
 * may keep under the address (the address and `Accept-Language` do not say it).
 */
export function requestedLocale(
  funnelPath: string,
  locales: readonly string[],
  asked: LanguageAsked,
): { locale: string; remember?: string; fromCookie?: true } {
  const speaks = (wanted: string | null | undefined) => (wanted ? matchLocale(locales, wanted) : undefined);
  const chosen = speaks(asked.param);
  if (chosen !== undefined) return { locale: chosen, remember: chosen };
  const kept = speaks(langCookie.read(funnelPath, asked.cookieHeader));
  if (kept !== undefined) return { locale: kept, fromCookie: true };
  return { locale: pickLocale(locales, preferredLanguages(asked.acceptLanguage)) };
}
