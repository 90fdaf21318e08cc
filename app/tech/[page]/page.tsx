import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { serverEnv } from '../../../runtime/platform/env.server';
import { INFORMATION_PAGES_CONTENT } from '../../../runtime/screens/pages/informationPages';

type Params = { page: string };

const find = (page: string) => INFORMATION_PAGES_CONTENT.find((p) => p.path === `/tech/${page}`);

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return INFORMATION_PAGES_CONTENT.map((p) => ({ page: p.path.slice('/tech/'.length) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: find((await params).page)?.title };
}

/** SPEC §2: the information pages, with their policy dates (SPEC §9) and the external privacy policy. */
export default async function InformationPage({ params }: { params: Promise<Params> }) {
  const page = find((await params).page);
  if (page === undefined) notFound();
  const updated = page.updated
    ? new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${page.updated}T00:00:00Z`),
      )
    : undefined;
  return (
    <main className="information">
      <h1>{page.title}</h1>
      {updated && (
        <p className="note">
          Last updated <time dateTime={page.updated}>{updated}</time>
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
          Privacy policy
        </a>
      </p>
    </main>
  );
}
