import { clientEnv } from '../../platform/env.client';

/** The site's own details, settings with embedded defaults, as the pages' texts name them (`{product}`, `{support}`). */
export type SiteDetails = { product: string; support: string };

/** The details this app is configured with (NEXT_PUBLIC_PRODUCT_NAME, NEXT_PUBLIC_SUPPORT_EMAIL). */
export function siteDetails(): SiteDetails {
  return { product: clientEnv.NEXT_PUBLIC_PRODUCT_NAME, support: clientEnv.NEXT_PUBLIC_SUPPORT_EMAIL };
}

/** A page's content with every `{product}` and `{support}` in its texts filled with the site's details. */
export function withSiteDetails<T>(content: T, site: SiteDetails = siteDetails()): T {
  const filled = Object.entries(site).reduce(
    (json, [name, value]) => json.replaceAll(`{${name}}`, JSON.stringify(value).slice(1, -1)),
    JSON.stringify(content),
  );
  return JSON.parse(filled) as T;
}
