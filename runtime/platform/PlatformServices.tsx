'use client';

import { useEffect } from 'react';
import { browserLogger } from './logger/browserLogger';

/** The services every page starts with once interactive; for now, the page view is logged. */
export function PlatformServices() {
  useEffect(() => {
    browserLogger.info('page shown', { path: window.location.pathname });
  }, []);
  return null;
}
