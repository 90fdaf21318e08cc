import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { localeOfSegment } from '../../../runtime/flow/localeRoute';
import { serverEnv } from '../../../runtime/platform/env.server';
import { DocumentLanguage } from '../../../runtime/screens/DocumentLanguage';
import { INFORMATION_PAGES_CONTENT } from '../../../runtime/screens/pages/informationPages';
import { withSiteDetails } from '../../../runtime/screens/pages/siteDetails';
import { INFORMATION_PAGES_IN } from '../../../runtime/screens/pages/sitePagesInLanguages';
import { SITE_PAGE_WORDS } from '../../../runtime/screens/pages/sitePageWords';
import { say, WORD_LOCALES } from '../../../schemas/words';

type Params = { page: string };

/** Where the date goes in the words that say when a policy was last updated. */
const DATE_MARK = '\u0000';

/** The page a route param names (`terms`, or `terms@fr` in French: the proxy rewrites a visitor's request there). */
const find = (param: string) => {
  const { segment, locale: named = WORD_LOCALES[0] } = localeOfSegment(param);
  const locale = WORD_LOCALES.find((l) => l === named);
  const page = locale && INFORMATION_PAGES_IN[locale].find((p) => p.path === `/tech/${segment}`);
  return locale && page && { page: withSiteDetails(page), locale };
};

export const dynamicParams = false;

/** Each page in each language the runtime speaks: English at its own path, the others at `<page>@<locale>`. */
export function generateStaticParams(): Params[] {
  return WORD_LOCALES.flatMap((locale) =>
    INFORMATION_PAGES_CONTENT.map((p) => {
      const page = p.path.slice('/tech/'.length);
      return { page: locale === WORD_LOCALES[0] ? page : `${page}@${locale}` };
    }),
  );
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: find((await params).page)?.page.title };
}

/** SPEC §2: the information pages, with their policy dates (SPEC §9) and the external privacy policy, in the visitor's language. */
export default async function InformationPage({ params }: { params: Promise<Params> }) {
  const found = find((await params).page);
  if (found === undefined) notFound();
  const { page, locale } = found;
  const updated = page.updated
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${page.updated}T00:00:00Z`),
      )
    : undefined;
  // The words around the date, in the page's language (the date itself in a <time>).
  const lastUpdated = say(SITE_PAGE_WORDS, 'lastUpdated', locale, { date: DATE_MARK }).split(DATE_MARK);
  return (
    <main className="information" lang={locale}>
      <DocumentLanguage locale={locale} />
      <h1>{page.title}</h1>
      {updated && (
        <p className="note">
          {lastUpdated[0]}
          <time dateTime={page.updated}>{updated}</time>
          {lastUpdated[1]}
        </p>
      )}
      <p className="subtitle">{page.summary}</p>
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <p className="note">
        <a href={serverEnv().PRIVACY_POLICY_URL} rel="noopener">
          {say(SITE_PAGE_WORDS, 'privacyPolicy', locale)}
        </a>
      </p>
    </main>
  );
}
