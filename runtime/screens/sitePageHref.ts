import { LANG_PARAM } from '@/runtime/flow/languageNames';
import { WORD_LOCALES, wordLocaleOf } from '@/schemas/words';

/**
 * The address of an information or email page in a language: the page itself in English, else with `?lang=` (the
 * proxy answers the page in it, whatever the browser's language).
 */
export function sitePageHref(path: string, locale: string): string {
  const language = wordLocaleOf(locale) ?? WORD_LOCALES[0];
  return language === WORD_LOCALES[0] ? path : `${path}?${LANG_PARAM}=${encodeURIComponent(language)}`;
}
