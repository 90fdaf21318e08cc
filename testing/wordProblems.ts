import { WORD_LOCALES, type WordLocale, type Words } from '@/schemas/words';

/** What marks the other register in each language: the runtime says du, tú, vous and você (schemas/words.ts). */
const OTHER_REGISTER: Record<WordLocale, RegExp | undefined> = {
  en: undefined,
  de: /\b(Sie|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihnen)\b/,
  es: /\b(usted|ustedes)\b/i,
  fr: /(^|[\s(«])(tu|te|toi|ton|ta|tes|t’)(?=[\s,.!?»)]|$)/i,
  'pt-BR': /\b(tu|teu|tua|teus|tuas|contigo)\b/i,
};

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with a table of words, one line per problem: an entry whose languages do not all have the
 * English text's placeholders, or a text in the other register of its language.
 */
export function wordProblems(words: Words): string[] {
  const problems: string[] = [];
  for (const [key, entry] of Object.entries(words)) {
    const expected = JSON.stringify(placeholdersOf(entry.en));
    for (const locale of WORD_LOCALES) {
      const text = entry[locale];
      if (JSON.stringify(placeholdersOf(text)) !== expected)
        problems.push(`${key}.${locale} has placeholders ${JSON.stringify(placeholdersOf(text))}, English ${expected}`);
      const other = OTHER_REGISTER[locale];
      if (other?.test(text)) problems.push(`${key}.${locale} is in the other register: ${text}`);
    }
  }
  return problems;
}
