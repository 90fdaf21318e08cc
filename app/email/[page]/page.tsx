import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { companyDetails } from '@/runtime/platform/env.server';
import { DocumentLanguage } from '@/runtime/screens/DocumentLanguage';
import { EmailCancel } from '@/runtime/screens/pages/EmailCancel';
import { EmailConfirmation } from '@/runtime/screens/pages/EmailConfirmation';
import { EmailOffer } from '@/runtime/screens/pages/EmailOffer';
import { LinkWithAttribution } from '@/runtime/screens/pages/LinkWithAttribution';
import { siteDetails } from '@/runtime/screens/pages/siteDetails';
import { sitePageAt, sitePageParams } from '@/runtime/screens/pages/sitePageAt';
import { EMAIL_PAGES_IN } from '@/runtime/screens/pages/sitePagesInLanguages';
import { PageAttribution } from '@/runtime/screens/tracking/PageAttribution';
import { emailPageOffer } from '@/schemas/emailLinks/emailPageOffers';

type Params = { page: string };

const CONFIRMATION_PATH = '/email/confirmation';
const CANCEL_PATH = '/email/cancel';

const find = (param: string) => sitePageAt(param, '/email', EMAIL_PAGES_IN, siteDetails(companyDetails()));

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return sitePageParams('/email', EMAIL_PAGES_IN.en);
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: find((await params).page)?.page.title };
}

/**
 * docs/routes.md#email-pages: pages linked from emails. Each captures the attribution tags of its link as funnel pages
 * do, and its button into a funnel carries them (docs/decisions/0039). A report page sells its report on the page at
 * the catalogue price (docs/limits.md#upsell-catalogue), the trial page its funnel's trial, in the visitor's currency,
 * to the email its signed link names or the one the visitor gives (docs/decisions/0021, 0039); the confirmation page
 * confirms the double opt-in link it was opened with, and says so only then; the cancel page cancels with a cancel
 * mail's link (docs/decisions/0037).
 */
export default async function EmailPage({ params }: { params: Promise<Params> }) {
  const found = find((await params).page);
  if (found === undefined) notFound();
  const { page, locale } = found;
  const offer = emailPageOffer(page.path);
  const welcome = (
    <>
      {page.items && (
        <ul className="items">
          {page.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {offer === undefined && (
        <LinkWithAttribution className="cta" href={page.cta.href}>
          {page.cta.label}
        </LinkWithAttribution>
      )}
    </>
  );
  if (page.path === CONFIRMATION_PATH)
    return (
      <main lang={locale}>
        <DocumentLanguage locale={locale} />
        <PageAttribution />
        <EmailConfirmation>
          <p className="subtitle">{page.text}</p>
          {welcome}
        </EmailConfirmation>
      </main>
    );
  if (page.path === CANCEL_PATH)
    return (
      <main lang={locale}>
        <DocumentLanguage locale={locale} />
        <PageAttribution />
        <h1>{page.title}</h1>
        <p className="subtitle">{page.text}</p>
        <EmailCancel locale={locale} ask={welcome} />
      </main>
    );
  return (
    <main lang={locale}>
      <DocumentLanguage locale={locale} />
      <PageAttribution />
      <h1>{page.title}</h1>
      <p className="subtitle">{page.text}</p>
      {welcome}
      {offer !== undefined && <EmailOffer page={page.path} label={page.cta.label} locale={locale} />}
    </main>
  );
}
