import { localize } from './localize';

/**
 * The languages the runtime's own words (buttons, problems, checkout, mail) are written in. A funnel may speak
 * these, or a regional form of one (`es-MX` reads `es`): the `unspoken-locale` rule refuses any other, so a
 * visitor never meets the runtime's words in a language the funnel did not choose.
 */
export const WORD_LOCALES = ['en', 'es', 'de', 'fr', 'pt-BR'] as const;
export type WordLocale = (typeof WORD_LOCALES)[number];

/**
 * A surface's table of words: every entry in every language the runtime speaks (the type makes a missing one a
 * compile error). Placeholders are written `{name}` and filled by `say`. One register per language: the visitor
 * is `du` in German, `tú` in Spanish, `vous` in French, `você` in Brazilian Portuguese.
 */
export type Words = { readonly [key: string]: WordEntry };
/** One entry of a table of words: its text in every language the runtime speaks. */
export type WordEntry = { readonly [L in WordLocale]: string };

/** The `{name}` placeholders of a text. */
export type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** What an entry's placeholders are filled with: nothing for an entry without any, else each of them. */
type Fill<W extends Words, K extends keyof W> = [Placeholders<W[K]['en']>] extends [never]
  ? []
  : [values: Record<Placeholders<W[K]['en']>, string | number>];

/** The language the runtime's words are said in for a locale: the locale itself, else its language (`es-MX`: `es`). */
export function wordLocaleOf(locale: string): WordLocale | undefined {
  return WORD_LOCALES.find((l) => l === locale) ?? WORD_LOCALES.find((l) => l === locale.split('-')[0]);
}

/** An entry of a table of words in the visitor's locale (see `localize`), its placeholders filled. */
export function say<W extends Words, K extends keyof W & string>(
  words: W,
  key: K,
  locale: string,
  ...[values]: Fill<W, K>
): string {
  const text = localize(words[key], locale);
  if (values === undefined) return text;
  const filled: Record<string, string | number> = values;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in filled ? String(filled[name]) : whole));
}
