'use client';

import { useEffect } from 'react';
import type { Flow } from '../../../schemas/flowSchema';
import type { Funnel } from '../../../schemas/funnelSchema';

type Props = { funnel: Funnel; flow: Flow; funnelPath: string };

/**
 * Product analytics, the heatmap, scroll depth, web vitals and the landing-device call of a funnel page. Renders
 * nothing; after the first paint it loads its code (a dynamic import, so none of it weighs on the first step) and
 * starts it. It follows the steps by the address itself.
 */
export function AnalyticsServices({ funnel, flow, funnelPath }: Props) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../../tracking/analytics/startAnalytics').then(({ startAnalytics }) => {
      if (!unmounted) stop = startAnalytics({ funnel, flow, funnelPath }).stop;
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [funnel, flow, funnelPath]);
  return null;
}
