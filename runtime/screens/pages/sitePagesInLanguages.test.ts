import { describe, expect, it } from 'vitest';
import { EMAIL_PAGES, INFORMATION_PAGES } from '@/schemas/routes';
import { WORD_LOCALES } from '@/schemas/words';
import { type EmailPage, emailPagesOf } from './emailPages';
import { type InformationPage, informationPagesOf } from './informationPages';
import { POLICY_UPDATED } from './policyDates';
import { EMAIL_PAGES_IN, INFORMATION_PAGES_IN } from './sitePagesInLanguages';

type SitePage = InformationPage | EmailPage;

/** Each content file (`content/<kind>.<locale>.json`), English among them, with the pages it must have. */
const FILES = WORD_LOCALES.flatMap((locale) => [
  {
    file: `information.${locale}.json`,
    locale,
    paths: INFORMATION_PAGES,
    pages: INFORMATION_PAGES_IN[locale],
    english: INFORMATION_PAGES_IN.en,
  },
  {
    file: `email.${locale}.json`,
    locale,
    paths: EMAIL_PAGES,
    pages: EMAIL_PAGES_IN[locale],
    english: EMAIL_PAGES_IN.en,
  },
]);

/** A page's words in reading order: a translation keeps the English page's, text for text. */
const textsOf = (page: SitePage): string[] => [
  page.title,
  ...('summary' in page ? [page.summary] : []),
  ...('sections' in page ? page.sections.flatMap((s) => [s.heading, ...s.paragraphs]) : []),
  ...('text' in page ? [page.text, ...(page.items ?? []), page.cta.label] : []),
];

/** Every string a page holds, its path and links too. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** The `{name}` placeholders of a text, in any order: a language may name them in its own order. */
const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** What a translation must keep of the English page: where it is, its date and link, its sections and paragraphs. */
const shapeOf = (page: SitePage) => ({
  path: page.path,
  ...('updated' in page && { updated: page.updated }),
  ...('sections' in page && { sections: page.sections.map((s) => s.paragraphs.length) }),
  ...('items' in page && { items: page.items?.length }),
  ...('cta' in page && { href: page.cta.href }),
});

describe('every information and email page in every language the runtime speaks', () => {
  it.each(FILES)('$file has every page, in order', ({ paths, pages }) => {
    expect(pages.map((page) => page.path)).toEqual(paths);
  });

  it.each(FILES)('$file is made as the English one: sections, paragraphs, items, links', ({ pages, english }) => {
    expect(pages.map(shapeOf)).toEqual(english.map(shapeOf));
  });

  it.each(FILES)('$file has the English placeholders in each of its texts', ({ pages, english }) => {
    expect(pages.map((page) => textsOf(page).map(placeholdersOf))).toEqual(
      english.map((page) => textsOf(page).map(placeholdersOf)),
    );
  });

  it.each(FILES)('$file has no empty text', ({ pages }) => {
    expect(pages.flatMap(stringsOf).filter((text) => text.trim() === '')).toEqual([]);
  });

  it.each(FILES.filter(({ locale }) => locale !== 'en'))(
    '$file is written in it: no text is left in English',
    ({ pages, english }) => {
      const inEnglish = new Set(english.flatMap(textsOf));
      expect(pages.flatMap(textsOf).filter((text) => inEnglish.has(text))).toEqual([]);
    },
  );

  it.each(WORD_LOCALES)('the policy dates are stated once, the same in %s (docs/limits.md#policy-dates)', (locale) => {
    expect(INFORMATION_PAGES_IN[locale].map((page) => page.updated)).toEqual(
      INFORMATION_PAGES.map((path) => POLICY_UPDATED[path]),
    );
  });
});

describe('a content file is checked where it is gathered', () => {
  const page = { path: '/tech/terms', title: 'Terms', summary: 'Terms', sections: [] };
  // As a translator might write it: a JSON file's type is its text, so nothing but the check stops it.
  const dated = { ...page, updated: '2020-01-01' };
  const email = { path: '/email/cancel', title: 'Cancel', text: 'Cancel', cta: { label: 'Go', href: '/cancel' } };

  it.each([
    ['a page that is not one', () => informationPagesOf([{ ...page, path: '/tech/nothing' }]), /no information page/],
    ['a date in the words', () => informationPagesOf([dated]), /updated is not its words/],
    ['an email page that is not one', () => emailPagesOf([{ ...email, path: '/email/nothing' }]), /no email page/],
  ])('%s is refused', (_, read, problem) => {
    expect(read).toThrow(problem);
  });

  it('a policy page gets its date by its path', () => {
    expect(informationPagesOf([page])).toEqual([{ ...page, updated: POLICY_UPDATED['/tech/terms'] }]);
  });
});
