import { pickLocale } from './pickLocale';

/** Session storage: the language a visitor chose in a funnel's header, for the rest of the visit. */
export function chosenLocaleKey(slug: string): string {
  return `funnel.locale:${slug}`;
}

/** The language to show a visitor: the one they chose in the header this visit, else their browser's. */
export function visitLocale(slug: string, locales: readonly string[]): string {
  const chosen = window.sessionStorage.getItem(chosenLocaleKey(slug));
  return pickLocale(locales, chosen ? [chosen, ...navigator.languages] : navigator.languages);
}
