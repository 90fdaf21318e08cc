'use client';

import { type ComponentType, useEffect, useState } from 'react';
import { isTesterMode } from '../../platform/testerMode';

/**
 * Opens the event inspector in tester mode (SPEC §1: a valid UUID in the tester token cookie). Its code loads
 * only then, after the first paint: visitors never download it.
 */
export function InspectorLauncher() {
  const [Inspector, setInspector] = useState<ComponentType>();
  useEffect(() => {
    if (!isTesterMode(document.cookie)) return;
    void import('./EventInspector').then((m) => setInspector(() => m.default));
  }, []);
  return Inspector ? <Inspector /> : null;
}
