'use client';

import { useEffect } from 'react';
import { reportError } from '../../platform/monitoring/reportError';

/**
 * Captures the visit's attribution tags on arrival at a funnel page (SPEC §5, §7) and hands them to the flow and the
 * service clients. Renders nothing; its code (and the cookie package's) loads after the first paint.
 */
export function AttributionServices() {
  useEffect(() => {
    import('../../tracking/startBrowserAttribution').then((m) => m.startBrowserAttribution()).catch(reportError);
  }, []);
  return null;
}
