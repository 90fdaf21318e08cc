import { clientEnv } from '@/runtime/platform/env.client';
import { createHttpClient } from '@/runtime/platform/http/httpClient';
import { browserLogger } from '@/runtime/platform/logger/browserLogger';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import { browserTrackingHub } from '@/runtime/tracking/browserTrackingHub';
import { whenConsent } from '@/runtime/tracking/consent/browserConsent';
import { visitId } from '@/runtime/tracking/visitId';
import { attributionCookie } from '@/schemas/attribution/attributionCookie';
import { captureAttribution } from '@/schemas/attribution/captureAttribution';
import { mergeAttribution } from '@/schemas/attribution/mergeAttribution';
import { experimentOf } from '@/schemas/experiments/variantOf';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { analyticsDeviceId } from './analyticsDeviceId';
import { type AnalyticsSettings, type RunningAnalytics, runAnalytics } from './runAnalytics';

/** Keeps analytics' exposure event to one per visitor and experiment (local storage, `<key>:<experiment id>`). */
export const EXPOSURE_SENT_KEY = 'funnel.exposureSent';

/** Keeps the landing-device call to one per visit: the visit it was made for. */
export const LANDING_DEVICE_SENT_KEY = 'funnel.landingDeviceVisit';

/** The percentage of the page seen: what is scrolled past plus the screen, of the page's height. */
function seenPercent(): number {
  const page = document.documentElement.scrollHeight;
  return page <= 0 ? 100 : ((window.scrollY + window.innerHeight) / page) * 100;
}

/** What analytics needs of a funnel's definitions: its name, locale, flags and pixels, and its steps' paths. */
function analyticsSettings(funnel: Funnel, flow: Flow, funnelPath: string): AnalyticsSettings {
  const experiment = experimentOf(funnel);
  return {
    funnel: {
      slug: funnel.slug,
      name: funnel.analytics?.name ?? funnel.slug,
      locale: funnel.analytics?.locale ?? funnel.locales[0] ?? 'en',
      ...(experiment && { experiment }),
      ...(funnel.flags === undefined ? {} : { flags: funnel.flags }),
      ...(funnel.pixels === undefined ? {} : { pixels: funnel.pixels }),
    },
    funnelPath,
    flow: { firstStep: flow.firstStep, steps: flow.steps.map((step) => ({ id: step.id, path: step.path })) },
  };
}

/**
 * Starts analytics in the browser (loaded after the first paint by TrackingServices): Amplitude when its key is
 * set, else the app's own gateway; the heatmap when its project id is set; the landing-device call to the analytics
 * gateway; scroll depth and web vitals. See runAnalytics for the rules.
 */
export function startAnalytics({
  funnel: definition,
  flow,
  funnelPath,
}: {
  funnel: Funnel;
  flow: Flow;
  funnelPath: string;
}): RunningAnalytics {
  const settings = analyticsSettings(definition, flow, funnelPath);
  const hub = browserTrackingHub();
  const visit = visitId(window.sessionStorage);
  const deviceId = analyticsDeviceId(window.location.search, window.localStorage);
  const funnel = { name: settings.funnel.name, locale: settings.funnel.locale };
  const reportFailure = (message: string, error: unknown, code?: string) => {
    if (code === undefined) browserLogger.error(message, { error: String(error), funnel: settings.funnel.slug });
    else reportError(error, { code, message, funnel: settings.funnel.slug });
  };
  const apiKey = clientEnv.NEXT_PUBLIC_AMPLITUDE_API_KEY;
  const serverUrl = clientEnv.NEXT_PUBLIC_AMPLITUDE_SERVER_URL;
  const projectId = clientEnv.NEXT_PUBLIC_CLARITY_PROJECT_ID;
  const analyticsGateway = createHttpClient({
    baseUrl: clientEnv.NEXT_PUBLIC_ANALYTICS_GATEWAY_URL,
    source: () => '',
    storage: window.localStorage,
    fetch: (input, init) => fetch(input, { ...init, keepalive: true }),
  });
  return runAnalytics(settings, {
    hub,
    sinkService: apiKey === undefined ? 'gateway' : 'amplitude',
    whenConsent,
    visitId: visit,
    deviceId,
    pathname: () => window.location.pathname,
    domain: window.location.hostname,
    // The visit's tags as attribution keeps them (the cookie, replaced by an ad click's), whichever starts first.
    attributionTags: () =>
      mergeAttribution(attributionCookie.read(document.cookie), captureAttribution(window.location.search)),
    openSink:
      apiKey === undefined
        ? () => import('./openGatewaySink').then((m) => m.openGatewaySink(clientEnv.NEXT_PUBLIC_GATEWAY_API_URL, hub))
        : () =>
            import('./openAmplitudeSink').then((m) =>
              m.openAmplitudeSink({ apiKey, ...(serverUrl ? { serverUrl } : {}), deviceId, funnel, hub }),
            ),
    ...(projectId === undefined
      ? {}
      : {
          openHeatmap: () =>
            import('./openClarityHeatmap').then((m) =>
              m.openClarityHeatmap({ projectId, funnel, visitId: visit, hub, reportFailure }),
            ),
        }),
    firstExposure: (experimentId) => {
      const key = `${EXPOSURE_SENT_KEY}:${experimentId}`;
      if (window.localStorage.getItem(key) !== null) return false;
      window.localStorage.setItem(key, '1');
      return true;
    },
    landingDevice: {
      send: (body) => analyticsGateway.post('landing-device', body),
      once: () => {
        if (window.sessionStorage.getItem(LANDING_DEVICE_SENT_KEY) === visit) return false;
        window.sessionStorage.setItem(LANDING_DEVICE_SENT_KEY, visit);
        return true;
      },
    },
    measureWebVitals: (report) =>
      void import('web-vitals').then(({ onLCP, onINP, onCLS }) => {
        for (const measure of [onLCP, onINP, onCLS]) measure(report);
      }),
    watchScroll: (seen) => {
      let queued = false;
      const onScroll = () => {
        if (queued) return;
        queued = true;
        window.requestAnimationFrame(() => {
          queued = false;
          seen(seenPercent());
        });
      };
      window.addEventListener('scroll', onScroll, { passive: true });
      return () => window.removeEventListener('scroll', onScroll);
    },
    reportFailure,
    newId: () => crypto.randomUUID(),
    now: Date.now,
  });
}
