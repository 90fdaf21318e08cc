import type { LocalizedText } from '../../schemas/localizedTextSchema';

/** The text in the visitor's locale; validation guarantees every declared locale is present. */
export function localize(text: LocalizedText | undefined, locale: string): string {
  if (text === undefined) return '';
  return text[locale] ?? Object.values(text)[0] ?? '';
}
