import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { companyDetails, serverEnv } from '@/runtime/platform/env.server';
import { DocumentLanguage } from '@/runtime/screens/DocumentLanguage';
import { siteDetails } from '@/runtime/screens/pages/siteDetails';
import { sitePageAt, sitePageParams } from '@/runtime/screens/pages/sitePageAt';
import { INFORMATION_PAGES_IN } from '@/runtime/screens/pages/sitePagesInLanguages';
import { SITE_PAGE_WORDS } from '@/runtime/screens/pages/sitePageWords';
import { say } from '@/schemas/words';

type Params = { page: string };

/** Where the date goes in the words that say when a policy was last updated. */
const DATE_MARK = '\u0000';

const find = (param: string) => sitePageAt(param, '/tech', INFORMATION_PAGES_IN, siteDetails(companyDetails()));

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return sitePageParams('/tech', INFORMATION_PAGES_IN.en);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: find((await params).page)?.page.title };
}

/**
 * docs/routes.md#information-pages: the information pages, with their policy dates (docs/limits.md#policy-dates) and
 * the external privacy policy, in the visitor's language.
 */
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
