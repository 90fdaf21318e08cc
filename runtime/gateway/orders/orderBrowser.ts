import { UNKNOWN_CLIENT } from '@/runtime/gateway/clientAddress';
import { requestClientAddress } from '@/runtime/gateway/requestClientAddress';
import { requestConsentRegion } from '@/runtime/gateway/visits/consentRegion';
import type { ServerEnv } from '@/runtime/platform/env.server';

/** Longer browser names and page addresses than this are cut: nothing real is near it, a forged one may be. */
const MAX_BROWSER_TEXT = 1024;

/**
 * Who ordered, as the ad networks' server APIs match a sale to an ad click: whether their consent allowed targeting,
 * their client address, browser and the page they ordered on (kept on the order).
 */
export type OrderBrowser = {
  targetingConsent: boolean;
  clientAddress: string | null;
  userAgent: string | null;
  pageUrl: string | null;
};

/**
 * The browser of an order request. Targeting consent is what the page's consent said (`targeting`, sent with the
 * order); a page without it (the consent library never loaded, an email page, which runs none) follows the visitor's
 * region: given under an opt-out rule, not under opt-in (consentRegion). The page is the request's referrer, its
 * origin and path only: a query may carry an email link's token, which no network is told.
 */
export function orderBrowserOf(
  headers: Headers,
  targeting: boolean | undefined,
  env: Pick<ServerEnv, 'COUNTRY_HEADER' | 'CONSENT_ELSEWHERE'>,
): OrderBrowser {
  const client = requestClientAddress(headers);
  return {
    targetingConsent: targeting ?? requestConsentRegion(headers, env).rule === 'opt-out',
    clientAddress: client === UNKNOWN_CLIENT ? null : client,
    userAgent: headers.get('user-agent')?.slice(0, MAX_BROWSER_TEXT) || null,
    pageUrl: pageOf(headers.get('referer')),
  };
}

function pageOf(referer: string | null): string | null {
  if (referer === null || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return `${url.origin}${url.pathname}`.slice(0, MAX_BROWSER_TEXT);
}
