'use client';

import { useEffect } from 'react';
import type { Flow } from '../../../schemas/flowSchema';
import type { Funnel } from '../../../schemas/funnelSchema';
import { reportError } from '../../platform/monitoring/reportError';

type Props = { funnel: Funnel; flow: Flow; funnelPath: string; locale: string };

/**
 * The tracking of a funnel page, after the first paint: the visit's attribution tags first (the flow's conditions and
 * the `Source` header wait for them), then consent and the ad pixels, and product analytics with the heatmap, scroll
 * depth, web vitals and the landing-device call; in an experiment, the visitor's exposure to their variant. Renders
 * nothing; each part's code is a chunk of its own, loaded
 * here, so none of it weighs on the first step.
 */
export function TrackingServices({ funnel, flow, funnelPath, locale }: Props) {
  useEffect(() => {
    import('../../tracking/startBrowserAttribution').then((m) => m.startBrowserAttribution()).catch(reportError);
  }, []);
  useEffect(() => {
    import('../../tracking/startConsentAndPixels')
      .then((m) => m.startConsentAndPixels({ locale, pixels: funnel.pixels, condition: funnel.condition }))
      .catch(reportError);
  }, [locale, funnel]);
  useEffect(() => {
    if (funnel.experiment === undefined) return;
    import('../../tracking/startExposure').then((m) => m.startExposure(funnel)).catch(reportError);
  }, [funnel]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    import('../../tracking/analytics/startAnalytics')
      .then(({ startAnalytics }) => {
        if (!unmounted) stop = startAnalytics({ funnel, flow, funnelPath }).stop;
      })
      .catch(reportError);
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [funnel, flow, funnelPath]);
  return null;
}
