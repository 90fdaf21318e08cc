import { clientEnv } from '@/runtime/platform/env.client';
import type { Arrival } from '@/schemas/attribution/arrivalTags';
import { browserTrackingHub } from './browserTrackingHub';
import { startAttribution } from './startAttribution';

/** Where a tab notes that it has arrived (session storage: a tab's, kept across reloads and the bank's redirect). */
const ARRIVED_KEY = 'funnel.arrived';

/** How this tab arrived, on its first page of the site only (then noted); none after, or without session storage. */
function tabArrival(): Arrival | undefined {
  try {
    if (sessionStorage.getItem(ARRIVED_KEY) !== null) return undefined;
    sessionStorage.setItem(ARRIVED_KEY, '1');
    return { referrer: document.referrer, ownHost: window.location.host };
  } catch {
    return undefined;
  }
}

/**
 * startAttribution on this page: its `location.search`, `document.cookie` and, on the tab's first page,
 * `document.referrer`; the page's tracking hub. A page whose referrer tells nothing of where the visitor came from
 * (`readReferrer: false`: a page linked from email, opened from a mail, whose webmail's site is neither a search nor
 * a referral) still notes the tab's arrival, so that the funnel it leads to does not read that referrer either; only
 * its link's tags replace the visit's.
 */
export function startBrowserAttribution({ readReferrer = true }: { readReferrer?: boolean } = {}): void {
  const arrival = tabArrival();
  startAttribution(
    {
      search: window.location.search,
      arrival: readReferrer ? arrival : undefined,
      cookie: {
        read: () => document.cookie,
        write(setCookie) {
          // biome-ignore lint/suspicious/noDocumentCookie: phones' browsers still in use lack the Cookie Store API (Safari before 18.4); attributionCookie builds and escapes the value.
          document.cookie = setCookie;
        },
      },
      secure: clientEnv.NEXT_PUBLIC_APP_ENV !== 'dev',
    },
    browserTrackingHub(),
  );
}
