import { clientEnv } from '@/runtime/platform/env.client';

/** The company that runs the product and its postal address (server settings COMPANY_NAME, COMPANY_ADDRESS). */
export type CompanyDetails = { company: string; companyAddress: string };

/**
 * The site's own details, settings with embedded defaults, as the pages' texts name them (`{product}`, `{support}`,
 * `{company}`, `{companyAddress}`).
 */
export type SiteDetails = { product: string; support: string } & CompanyDetails;

/** The details this app is configured with: the product's name and support address (NEXT_PUBLIC_), and the company. */
export function siteDetails(company: CompanyDetails): SiteDetails {
  return { product: clientEnv.NEXT_PUBLIC_PRODUCT_NAME, support: clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL, ...company };
}

/** A page's content with every placeholder of the site's details in its texts filled with them. */
export function withSiteDetails<T>(content: T, site: SiteDetails): T {
  const filled = Object.entries(site).reduce(
    (json, [name, value]) => json.replaceAll(`{${name}}`, JSON.stringify(value).slice(1, -1)),
    JSON.stringify(content),
  );
  return JSON.parse(filled) as T;
}
