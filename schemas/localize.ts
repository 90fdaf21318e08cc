import type { LocalizedText } from './localizedTextSchema';

/**
 * A text in the visitor's locale: the exact locale, else the same language (`es-MX` reads `es`), else
 * English, else any. Definitions are validated to have every declared locale; the runtime's own
 * tables of words fall back this way.
 */
export function localize(text: LocalizedText | undefined, locale: string): string {
  if (text === undefined) return '';
  return text[locale] ?? text[locale.split('-')[0] ?? ''] ?? text.en ?? Object.values(text)[0] ?? '';
}
