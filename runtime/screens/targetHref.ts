import type { CtaTarget } from '@/schemas/ctaTargetSchema';

/**
 * Where a button to the product app leads while the server knows no app address (PRODUCT_APP_URL unset, as on a
 * laptop or in tests): the FAQ page, which this site serves offline and which says how to reach the app.
 * Production refuses to start without the address (productionProblems).
 */
export const PRODUCT_APP_STAND_IN = '/tech/faq';

/**
 * The address a last step's button goes to: a path of the product app under its configured address, an address
 * outside as given, a page of this site, or another funnel's first step (`/<slug>`).
 */
export function targetHref(target: CtaTarget, productAppUrl: string | undefined): string {
  if (target.app !== undefined)
    return productAppUrl === undefined ? PRODUCT_APP_STAND_IN : `${productAppUrl.replace(/\/+$/, '')}${target.app}`;
  if (target.url !== undefined) return target.url;
  if (target.page !== undefined) return target.page;
  if (target.funnel !== undefined) return `/${target.funnel}`;
  // A valid definition gives one of the four (checkStepTargets); nothing else is a place to go.
  return PRODUCT_APP_STAND_IN;
}
