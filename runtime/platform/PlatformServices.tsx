'use client';

import { useEffect } from 'react';
import { reportError } from './monitoring/reportError';

/** The services every page starts with once interactive; for now, the page view is logged. */
export function PlatformServices() {
  useEffect(() => {
    // The logger's code loads after the first paint; the funnel's context is set first (FunnelServices' effect runs
    // before this one, and its import resolves first).
    import('./logger/browserLogger').then(
      ({ browserLogger }) => browserLogger.info('page shown', { path: window.location.pathname }),
      reportError,
    );
  }, []);
  return null;
}
