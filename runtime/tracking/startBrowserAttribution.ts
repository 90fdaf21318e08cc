import { clientEnv } from '../platform/env.client';
import { browserTrackingHub } from './browserTrackingHub';
import { startAttribution } from './startAttribution';

/** startAttribution on this page: its `location.search` and `document.cookie`, the page's tracking hub. */
export function startBrowserAttribution(): void {
  startAttribution(
    {
      search: window.location.search,
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
