import { clientEnv } from '../../platform/env.client';

/**
 * The site's own details, settings with embedded defaults, as the pages' texts name them (`{product}`, `{support}`,
 * `{company}`, `{companyAddress}`).
 */
export type SiteDetails = { product: string; support: string; company: string; companyAddress: string };

/** The details this app is configured with (NEXT_PUBLIC_PRODUCT_NAME, _SUPPORT_EMAIL, _COMPANY_NAME, _COMPANY_ADDRESS). */
export function siteDetails(): SiteDetails {
  return {
    product: clientEnv.NEXT_PUBLIC_PRODUCT_NAME,
    support: clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL,
    company: clientEnv.NEXT_PUBLIC_COMPANY_NAME,
    companyAddress: clientEnv.NEXT_PUBLIC_COMPANY_ADDRESS,
  };
}

/** A page's content with every placeholder of the site's details in its texts filled with them. */
export function withSiteDetails<T>(content: T, site: SiteDetails = siteDetails()): T {
  const filled = Object.entries(site).reduce(
    (json, [name, value]) => json.replaceAll(`{${name}}`, JSON.stringify(value).slice(1, -1)),
    JSON.stringify(content),
  );
  return JSON.parse(filled) as T;
}
