import { stepAtPath, type TrackedFlow } from '@/runtime/address/stepAtPath';
import { PERFORMANCE_CONSENT_GROUP } from '@/runtime/tracking/consent/performanceConsentGroup';
import type { TrackingHub } from '@/runtime/tracking/trackingHub';
import type { ConsentGroup } from '@/schemas/enums/consentGroups';
import type { Funnel } from '@/schemas/funnelSchema';
import type { AnalyticsEvent } from '@/schemas/gateway/analyticsEventsRequest';
import type { LandingDeviceRequest } from '@/schemas/gateway/landingDeviceRequest';
import { type AnalyticsFunnel, analyticsEventOf, funnelProperties } from './analyticsEventOf';
import { type AnalyticsFlags, analyticsPlan } from './analyticsPlan';
import { landingDeviceBody } from './landingDeviceBody';
import { newScrollDepths, type ScrollDepth } from './newScrollDepths';
import { tracksWebVitals } from './tracksWebVitals';

/** The event analytics gets when a visitor is first shown a variant of an experiment. */
export const EXPOSURE_EVENT = 'experiment_exposure';

/** Where analytics events go: the analytics service, or the app's own gateway (the embedded default). */
export type EventSink = { send: (event: AnalyticsEvent) => void };
/** The heatmap service, started only with consent. */
export type Heatmap = { consent: (given: boolean) => void; identify: (email: string) => void };
/** One web vital as measured. */
export type WebVital = { name: string; value: number; rating: string; id: string };

export type AnalyticsSettings = {
  funnel: AnalyticsFunnel & { slug: string; flags?: AnalyticsFlags; pixels?: Funnel['pixels'] };
  /** The URL path the funnel was opened at (its slug or an alias). */
  funnelPath: string;
  flow: TrackedFlow;
};

/** What analytics needs of the world; the browser's is in startAnalytics, tests bring their own. */
export type AnalyticsWorld = {
  hub: TrackingHub;
  /** The analytics service events go to (`amplitude`, or `gateway` for the app's own store), for the inspector. */
  sinkService: string;
  whenConsent: (group: ConsentGroup, listener: (given: boolean) => void) => () => void;
  visitId: string;
  deviceId: string;
  /** The page's address path now, and the domain. */
  pathname: () => string;
  domain: string;
  attributionTags: () => Record<string, string>;
  /** Opens the sink (loads the analytics SDK): called once, after consent. */
  openSink: () => Promise<EventSink>;
  /** Loads the heatmap service; absent when it is not configured. Called once, after consent. */
  openHeatmap?: () => Promise<Heatmap>;
  /** Whether analytics is yet to be told that the visitor was shown the experiment's variant; true once only. */
  firstExposure: (experimentId: string) => boolean;
  /** Sends the landing-device call; `once` keeps it to one per visit. */
  landingDevice: { send: (body: LandingDeviceRequest) => Promise<void>; once: () => boolean };
  /** Starts measuring the page load's web vitals. */
  measureWebVitals: (report: (vital: WebVital) => void) => void;
  /** Calls back with the percentage of the page seen, as the visitor scrolls; returns the stop. */
  watchScroll: (seen: (percent: number) => void) => () => void;
  /** Logs and reports a failure (a failed analytics call, docs/errors.md#tracking-failures). */
  reportFailure: (message: string, error: unknown, code?: string) => void;
  newId: () => string;
  now: () => number;
};

/** What the page may tell analytics while it runs (the address is also read at every measurement). */
export type RunningAnalytics = { pathChanged: () => void; stop: () => void };

/**
 * Runs product analytics, the heatmap, scroll depth, web vitals and the landing-device call for one page, under
 * performance consent (PERFORMANCE_CONSENT_GROUP): nothing is loaded or sent before the consent library answers.
 * Events from before that answer are kept and sent once consent is given (the hub replays those from before
 * analytics loaded); events while consent is refused are dropped. Every call is recorded on the hub with its
 * consent, for the inspector. The funnel flags decide what is sent (analyticsPlan).
 */
export function runAnalytics(settings: AnalyticsSettings, world: AnalyticsWorld): RunningAnalytics {
  const { hub, sinkService: service } = world;
  const { funnel } = settings;
  const plan = analyticsPlan(funnel.flags);
  let consent: 'unknown' | 'given' | 'refused' = 'unknown';
  const waiting: AnalyticsEvent[] = [];
  let sink: Promise<EventSink> | undefined;
  let heatmap: Promise<Heatmap> | undefined;
  let step = stepAtPath(world.pathname(), settings.funnelPath, settings.flow);
  const landingStep = step;
  let scrolled = new Set<ScrollDepth>();

  const deliver = (event: AnalyticsEvent) => {
    if (consent === 'given') {
      sink ??= world.openSink();
      void sink.then(
        (open) => {
          open.send(event);
          hub.record({ channel: 'analytics', service, name: event.name, payload: event, consent: 'allowed' });
        },
        (error) => world.reportFailure('analytics failed to load', error),
      );
    } else if (consent === 'refused')
      hub.record({ channel: 'analytics', service, name: event.name, payload: event, consent: 'blocked' });
    else waiting.push(event);
  };

  const measurement = (
    at: typeof step,
    name: string,
    kind: string,
    properties: Record<string, unknown>,
  ): AnalyticsEvent => ({
    id: world.newId(),
    visitId: world.visitId,
    funnel: funnel.slug,
    ...(at === undefined ? {} : { stepId: at.id }),
    name,
    kind,
    properties: {
      ...funnelProperties(funnel),
      ...(at === undefined ? {} : { step_id: at.id }),
      ...properties,
    },
    at: world.now(),
  });

  const unsubscribe = hub.subscribe(
    (event) => {
      if (plan.sends(event)) deliver(analyticsEventOf(event, funnel));
    },
    { replay: true },
  );
  // Once per visitor and experiment, the first time analytics may hear it: the variant they were shown. (Sent when
  // consent is given, so a page left before consent, or with it refused, leaves it for a later page.)
  const sendExposure = () => {
    if (funnel.experiment && world.firstExposure(funnel.experiment.experimentId))
      deliver(measurement(landingStep, EXPOSURE_EVENT, 'experiment', {}));
  };

  const sendLandingDevice = () => {
    if (!plan.landingDevice || !world.landingDevice.once()) return;
    const body = landingDeviceBody(world.attributionTags(), funnel.pixels, world.domain, world.deviceId);
    hub.record({
      channel: 'network',
      service: 'analytics-gateway',
      name: 'POST landing-device',
      payload: body,
      consent: 'allowed',
    });
    world.landingDevice.send(body).catch((error: unknown) => world.reportFailure('landing-device call failed', error));
  };

  const startHeatmap = () => {
    if (!plan.heatmap || world.openHeatmap === undefined) return;
    if (heatmap === undefined) {
      heatmap = world.openHeatmap();
      hub.record({ channel: 'heatmap', service: 'clarity', name: 'start', consent: 'allowed' });
      void heatmap.then(
        (open) => hub.onIdentify((email) => open.identify(email)),
        (error) => world.reportFailure('heatmap failed to load', error),
      );
    }
    void heatmap.then(
      (open) => {
        open.consent(true);
        hub.record({
          channel: 'heatmap',
          service: 'clarity',
          name: 'consent',
          payload: { given: true },
          consent: 'allowed',
        });
      },
      () => {},
    );
  };

  const stopConsent = world.whenConsent(PERFORMANCE_CONSENT_GROUP, (given) => {
    const was = consent;
    consent = given ? 'given' : 'refused';
    hub.record({
      channel: 'analytics',
      service,
      name: given ? 'consent given' : 'consent refused',
      consent: given ? 'allowed' : 'blocked',
    });
    if (given) {
      sendExposure();
      for (const event of waiting.splice(0)) deliver(event);
      sendLandingDevice();
      startHeatmap();
    } else {
      waiting.length = 0;
      if (was === 'given' && heatmap !== undefined)
        void heatmap.then(
          (open) => {
            open.consent(false);
            hub.record({
              channel: 'heatmap',
              service: 'clarity',
              name: 'consent',
              payload: { given: false },
              consent: 'blocked',
            });
          },
          () => {},
        );
    }
  });

  if (plan.webVitals && tracksWebVitals(landingStep?.path)) {
    world.measureWebVitals((vital) => {
      const { name, value, rating, id } = vital;
      deliver(measurement(landingStep, 'web_vital', 'web_vital', { metric: name, value, rating, metric_id: id }));
    });
  }

  /** The step the address shows now: the flow moves by the history API, which tells nobody, so it is read when needed. */
  const followAddress = () => {
    const now = stepAtPath(world.pathname(), settings.funnelPath, settings.flow);
    if (now?.id === step?.id) return;
    step = now;
    // Each depth once per page: a new step is a new page.
    scrolled = new Set();
  };

  const stopScroll = plan.scrollDepth
    ? world.watchScroll((percent) => {
        followAddress();
        for (const depth of newScrollDepths(scrolled, percent)) {
          scrolled.add(depth);
          deliver(measurement(step, 'scroll_depth', 'scroll', { percent: depth }));
        }
      })
    : () => {};

  return {
    pathChanged: followAddress,
    stop() {
      unsubscribe();
      stopConsent();
      stopScroll();
    },
  };
}
