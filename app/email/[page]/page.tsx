import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatMoney } from '../../../runtime/checkout/formatMoney';
import { EmailConfirmation } from '../../../runtime/screens/pages/EmailConfirmation';
import { EmailOffer } from '../../../runtime/screens/pages/EmailOffer';
import { EMAIL_PAGES_CONTENT } from '../../../runtime/screens/pages/emailPages';
import { emailPageOffer } from '../../../schemas/emailLinks/emailPageOffers';
import { UPSELL_CATALOGUE } from '../../../schemas/upsellCatalogue';

type Params = { page: string };

/** The pages' own words are written in English (SPEC §2); what they say of links and payments follows the visitor. */
const PAGE_LOCALE = 'en';
const CONFIRMATION_PATH = '/email/confirmation';

const find = (page: string) => EMAIL_PAGES_CONTENT.find((p) => p.path === `/email/${page}`);

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return EMAIL_PAGES_CONTENT.map((p) => ({ page: p.path.slice('/email/'.length) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: find((await params).page)?.title };
}

/**
 * SPEC §2: pages linked from emails. A report page sells its report on the page at the catalogue price (SPEC §9),
 * to the email its signed link names or the one the visitor gives; the confirmation page confirms the double
 * opt-in link it was opened with, and says so only then (docs/decisions/0021).
 */
export default async function EmailPage({ params }: { params: Promise<Params> }) {
  const page = find((await params).page);
  if (page === undefined) notFound();
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
      <main>
        <EmailConfirmation>
          <p className="subtitle">{page.text}</p>
          {welcome}
        </EmailConfirmation>
      </main>
    );
  const price = offer === undefined ? undefined : UPSELL_CATALOGUE[offer.product].price.USD;
  return (
    <main>
      <h1>{page.title}</h1>
      <p className="subtitle">{page.text}</p>
      {welcome}
      {offer !== undefined && price !== undefined && (
        <>
          <p className="plan-trial">{formatMoney(price, 'USD', PAGE_LOCALE)}</p>
          <EmailOffer page={page.path} label={page.cta.label} locale={PAGE_LOCALE} />
        </>
      )}
    </main>
  );
}
