import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatMoney } from '../../../runtime/checkout/formatMoney';
import { EMAIL_PAGES_CONTENT } from '../../../runtime/screens/pages/emailPages';
import { UPSELL_CATALOGUE } from '../../../schemas/upsellCatalogue';

type Params = { page: string };

const find = (page: string) => EMAIL_PAGES_CONTENT.find((p) => p.path === `/email/${page}`);

export const dynamicParams = false;

export function generateStaticParams(): Params[] {
  return EMAIL_PAGES_CONTENT.map((p) => ({ page: p.path.slice('/email/'.length) }));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return { title: find((await params).page)?.title };
}

/** SPEC §2: pages linked from emails; a report page shows the catalogue price (SPEC §9). */
export default async function EmailPage({ params }: { params: Promise<Params> }) {
  const page = find((await params).page);
  if (page === undefined) notFound();
  const price = page.product ? UPSELL_CATALOGUE[page.product].price.USD : undefined;
  return (
    <main>
      <h1>{page.title}</h1>
      <p className="subtitle">{page.text}</p>
      {page.items && (
        <ul className="items">
          {page.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {price !== undefined && <p className="plan-trial">{formatMoney(price, 'USD', 'en')}</p>}
      <Link className="cta" href={page.cta.href}>
        {page.cta.label}
      </Link>
    </main>
  );
}
