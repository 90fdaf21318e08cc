'use client';

import { useEffect } from 'react';
import type { Funnel } from '@/schemas/funnelSchema';
import { clientEnv } from './env.client';
import { reportError } from './monitoring/reportError';

export type FunnelServicesSettings = {
  /** docs/product.md#services-started-with-the-app: the funnel's name and locale handed to the services at startup. */
  name: string;
  locale: string;
  /** docs/product.md#page-shell: page-level props can carry the funnel's pixel settings (used by tracking). */
  pixels?: Funnel['pixels'];
};

/**
 * Tells the services which funnel and locale the page speaks for. Rendered inside the page, so its
 * effect runs before the layout's and the page view is already logged with the funnel.
 */
export function FunnelServices({ funnel }: { funnel: FunnelServicesSettings }) {
  useEffect(() => {
    import('./logger/browserLogger').then(
      ({ setLogContext }) => setLogContext({ funnel: funnel.name, locale: funnel.locale }),
      reportError,
    );
    if (clientEnv.NEXT_PUBLIC_SENTRY_DSN)
      void import('@sentry/nextjs').then((sentry) => sentry.setTags({ funnel: funnel.name, locale: funnel.locale }));
  }, [funnel]);
  return null;
}
