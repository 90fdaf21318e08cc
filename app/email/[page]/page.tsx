import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatMoney } from '../../../runtime/checkout/formatMoney';
import { localeOfSegment } from '../../../runtime/flow/localeRoute';
import { DocumentLanguage } from '../../../runtime/screens/DocumentLanguage';
import { EmailConfirmation } from '../../../runtime/screens/pages/EmailConfirmation';
import { EmailOffer } from '../../../runtime/screens/pages/EmailOffer';
import { EMAIL_PAGES_CONTENT } from '../../../runtime/screens/pages/emailPages';
import { withSiteDetails } from '../../../runtime/screens/pages/siteDetails';
import { EMAIL_PAGES_IN } from '../../../runtime/screens/pages/sitePagesInLanguages';
import { emailPageOffer } from '../../../schemas/emailLinks/emailPageOffers';
import { UPSELL_CATALOGUE } from '../../../schemas/upsellCatalogue';
import { WORD_LOCALES } from '../../../schemas/words';

type Params = { page: string };

const CONFIRMATION_PATH = '/email/confirmation';

/** The page a route param names (`tarot-reading`, or `tarot-reading@es` in Spanish: the proxy rewrites there). */
const find = (param: string) => {
  const { segment, locale: named = WORD_LOCALES[0] } = localeOfSegment(param);
  const locale = WORD_LOCALES.find((l) => l === named);
  const page = locale && EMAIL_PAGES_IN[locale].find((p) => p.path === `/email/${segment}`);
  return locale && page && { page: withSiteDetails(page), locale };
};

export const dynamicParams = false;

/** Each page in each language the runtime speaks: English at its own path, the others at `<page>@<locale>`. */
export function generateStaticParams(): Params[] {
  return WORD_LOCALES.flatMap((locale) =>
    EMAIL_PAGES_CONTENT.map((p) => {
      const page = p.path.slice('/email/'.length);
      return { page: locale === WORD_LOCALES[0] ? page : `${page}@${locale}` };
    }),
  );
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: find((await params).page)?.page.title };
}

/**
 * SPEC §2: pages linked from emails. A report page sells its report on the page at the catalogue price (SPEC §9),
 * to the email its signed link names or the one the visitor gives; the confirmation page confirms the double
 * opt-in link it was opened with, and says so only then (docs/decisions/0021).
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
        <Link className="cta" href={page.cta.href}>
          {page.cta.label}
        </Link>
      )}
    </>
  );
  if (page.path === CONFIRMATION_PATH)
    return (
      <main lang={locale}>
        <DocumentLanguage locale={locale} />
        <EmailConfirmation>
          <p className="subtitle">{page.text}</p>
          {welcome}
        </EmailConfirmation>
      </main>
    );
  const price = offer === undefined ? undefined : UPSELL_CATALOGUE[offer.product].price.USD;
  return (
    <main lang={locale}>
      <DocumentLanguage locale={locale} />
      <h1>{page.title}</h1>
      <p className="subtitle">{page.text}</p>
      {welcome}
      {offer !== undefined && price !== undefined && (
        <>
          <p className="plan-trial">{formatMoney(price, 'USD', locale)}</p>
          <EmailOffer page={page.path} label={page.cta.label} locale={locale} />
        </>
      )}
    </main>
  );
}
