import { describe, expect, it } from 'vitest';
import { WORD_LOCALES } from '@/schemas/words';
import type { EmailPage } from './emailPages';
import type { InformationPage } from './informationPages';
import { EMAIL_PAGES_IN, INFORMATION_PAGES_IN } from './sitePagesInLanguages';

/** What a translation must keep of the English page: where it is, its dates and links, its shape, its placeholders. */
const shapeOf = (page: InformationPage | EmailPage) => ({
  path: page.path,
  ...('updated' in page && { updated: page.updated }),
  ...('sections' in page && { sections: page.sections.map((s) => s.paragraphs.length) }),
  ...('items' in page && { items: page.items?.length }),
  ...('cta' in page && { href: page.cta.href }),
  placeholders: JSON.stringify(page).match(/\{(product|support)\}/g)?.length ?? 0,
});

describe('every information and email page in every language the runtime speaks', () => {
  it.each(WORD_LOCALES.filter((l) => l !== 'en'))('%s has every page, as the English one is made', (locale) => {
    expect(INFORMATION_PAGES_IN[locale].map(shapeOf)).toEqual(INFORMATION_PAGES_IN.en.map(shapeOf));
    expect(EMAIL_PAGES_IN[locale].map(shapeOf)).toEqual(EMAIL_PAGES_IN.en.map(shapeOf));
  });

  it.each(WORD_LOCALES.filter((l) => l !== 'en'))('%s is written in it: no text is left in English', (locale) => {
    const texts = (pages: readonly (InformationPage | EmailPage)[]) =>
      pages.flatMap((page) => [
        page.title,
        ...('summary' in page ? [page.summary] : []),
        ...('sections' in page ? page.sections.flatMap((s) => [s.heading, ...s.paragraphs]) : []),
        ...('text' in page ? [page.text, page.cta.label, ...(page.items ?? [])] : []),
      ]);
    const english = new Set([...texts(INFORMATION_PAGES_IN.en), ...texts(EMAIL_PAGES_IN.en)]);
    const same = [...texts(INFORMATION_PAGES_IN[locale]), ...texts(EMAIL_PAGES_IN[locale])].filter((t) =>
      english.has(t),
    );
    expect(same).toEqual([]);
  });
});
