'use client';

import { useEffect } from 'react';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import { inIdleTurn } from '@/runtime/visit/idleTurns';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';

type Props = { funnel: Funnel; flow: Flow; funnelPath: string; locale: string };

/**
 * The tracking of a funnel page, after the first paint: the visit's attribution tags first (the flow's conditions and
 * the `Source` header wait for them), then product analytics with the heatmap, scroll depth, web vitals and the
 * landing-device call, then consent and the ad pixels; in an experiment, the visitor's exposure to their variant. Renders
 * nothing; each part's code is a chunk of its own, loaded and started in an idle turn of its own (inIdleTurn), so
 * none of it weighs on the first step nor blocks a tap.
 */
export function TrackingServices({ funnel, flow, funnelPath, locale }: Props) {
  // At once: the flow's conditions and the Source header wait for the tags, and its code is small.
  useEffect(() => {
    import('@/runtime/tracking/startBrowserAttribution').then((m) => m.startBrowserAttribution()).catch(reportError);
  }, []);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    const cancel = inIdleTurn(() =>
      import('@/runtime/tracking/analytics/startAnalytics')
        .then(({ startAnalytics }) => {
          if (!unmounted) stop = startAnalytics({ funnel, flow, funnelPath }).stop;
        })
        .catch(reportError),
    );
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [funnel, flow, funnelPath]);
  useEffect(
    () =>
      inIdleTurn(() =>
        import('@/runtime/tracking/startConsentAndPixels')
          .then((m) => void m.startConsentAndPixels({ locale, pixels: funnel.pixels, condition: funnel.condition }))
          .catch(reportError),
      ),
    [locale, funnel],
  );
  useEffect(() => {
    if (funnel.experiment === undefined) return;
    return inIdleTurn(() =>
      import('@/runtime/tracking/startExposure').then((m) => void m.startExposure(funnel)).catch(reportError),
    );
  }, [funnel]);
  return null;
}
