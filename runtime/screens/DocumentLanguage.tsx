/** The language of the root layout's `<html>`: a page in another sets the document's own. */
export const ROOT_LANG = 'en';

/** The one statement that sets the document's language: nothing but a pattern-checked locale goes into it. */
export function documentLanguageScript(locale: string): string {
  return `document.documentElement.lang=${JSON.stringify(locale)}`;
}

/**
 * Sets the document's language (`<html lang>`) to a page's, before anything is painted: the root layout is shared by
 * every page and says the site's, English.
 */
export function DocumentLanguage({ locale }: { locale: string }) {
  if (locale === ROOT_LANG) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own one statement; the locale is a pattern-checked tag
  return <script dangerouslySetInnerHTML={{ __html: documentLanguageScript(locale) }} />;
}
