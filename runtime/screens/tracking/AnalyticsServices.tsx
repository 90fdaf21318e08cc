'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useRef } from 'react';
import type { Flow } from '../../../schemas/flowSchema';
import type { Funnel } from '../../../schemas/funnelSchema';
import type { AnalyticsSettings, RunningAnalytics } from '../../tracking/analytics/runAnalytics';

type Props = { funnel: Funnel; flow: Flow; funnelPath: string };

/**
 * Product analytics, the heatmap, scroll depth, web vitals and the landing-device call of a funnel page. Renders
 * nothing; after the first paint it loads its code (a dynamic import, so none of it weighs on the first step) and
 * starts it, and tells it when the step in the address changes.
 */
export function AnalyticsServices({ funnel, flow, funnelPath }: Props) {
  const pathname = usePathname();
  const running = useRef<RunningAnalytics | undefined>(undefined);
  const settings = useMemo<AnalyticsSettings>(
    () => ({
      funnel: {
        slug: funnel.slug,
        name: funnel.analytics?.name ?? funnel.slug,
        locale: funnel.analytics?.locale ?? funnel.locales[0] ?? 'en',
        ...(funnel.flags === undefined ? {} : { flags: funnel.flags }),
        ...(funnel.pixels === undefined ? {} : { pixels: funnel.pixels }),
      },
      funnelPath,
      flow: { firstStep: flow.firstStep, steps: flow.steps.map((step) => ({ id: step.id, path: step.path })) },
    }),
    [funnel, flow, funnelPath],
  );
  useEffect(() => {
    let stopped = false;
    void import('../../tracking/analytics/startAnalytics').then(({ startAnalytics }) => {
      if (!stopped) running.current = startAnalytics(settings);
    });
    return () => {
      stopped = true;
      running.current?.stop();
      running.current = undefined;
    };
  }, [settings]);
  useEffect(() => {
    if (pathname !== null) running.current?.pathChanged();
  }, [pathname]);
  return null;
}
