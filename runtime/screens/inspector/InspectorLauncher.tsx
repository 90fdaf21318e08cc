'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { reportError } from '@/runtime/platform/monitoring/reportError';

/**
 * Opens the event inspector in tester mode (docs/product.md#tester-mode: a valid UUID in the tester token cookie). The
 * check and the inspector's code load after the first paint, the inspector only in tester mode: visitors never download
 * it.
 */
export function InspectorLauncher() {
  const [Inspector, setInspector] = useState<ComponentType>();
  useEffect(() => {
    import('@/runtime/platform/testerMode')
      .then(async ({ isTesterMode }) => {
        if (!isTesterMode(document.cookie)) return;
        const inspector = await import('./EventInspector');
        setInspector(() => inspector.default);
      })
      .catch(reportError);
  }, []);
  return Inspector ? <Inspector /> : null;
}
