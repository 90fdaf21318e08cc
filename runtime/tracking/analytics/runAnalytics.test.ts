import { describe, expect, it, vi } from 'vitest';
import { createTrackingHub, type FunnelEvent, type StepMoment } from '@/runtime/tracking/trackingHub';
import type { AnalyticsEvent } from '@/schemas/gateway/analyticsEventsRequest';
import type { AnalyticsFlags } from './analyticsPlan';
import { type AnalyticsWorld, runAnalytics, type WebVital } from './runAnalytics';

const VISIT = '00000000-0000-4000-8000-000000000000';
let ids = 0;
const nextId = () => {
  ids += 1;
  return `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`;
};
const event = (stepId: string, moment: StepMoment = 'shown'): FunnelEvent => ({
  id: nextId(),
  visitId: VISIT,
  funnel: 'love-quiz',
  stepId,
  kind: 'baseEvent',
  moment,
  sections: ['header'],
  at: 1,
});
const flow = {
  firstStep: 'prelanding',
  steps: [
    { id: 'prelanding', path: 'prelanding' },
    { id: 'gender', path: 'gender' },
    { id: 'status', path: 'questions/status' },
  ],
};

/** A page with fakes for everything analytics touches; `consent(given)` plays the consent library. */
function page({
  flags,
  heatmap = true,
  path = '/love-quiz',
  landingFails = false,
  experiment,
  exposed = new Set<string>(),
}: {
  flags?: AnalyticsFlags;
  heatmap?: boolean;
  path?: string;
  landingFails?: boolean;
  experiment?: { experimentId: string; variantId: string };
  /** The experiments this visitor's analytics was told of before (another page). */
  exposed?: Set<string>;
} = {}) {
  const hub = createTrackingHub(() => 0);
  const sent: AnalyticsEvent[] = [];
  const landing: unknown[] = [];
  const heatmapCalls: string[] = [];
  const failures: string[] = [];
  let consentListener: ((given: boolean) => void) | undefined;
  let vitals: ((vital: WebVital) => void) | undefined;
  let scroll: ((percent: number) => void) | undefined;
  let pathname = path;
  let landingSent = false;
  const openSink = vi.fn(async () => ({ send: (e: AnalyticsEvent) => void sent.push(e) }));
  const openHeatmap = vi.fn(async () => ({
    consent: (given: boolean) => void heatmapCalls.push(`consent ${given}`),
    identify: (email: string) => void heatmapCalls.push(`identify ${email}`),
  }));
  const world: AnalyticsWorld = {
    hub,
    sinkService: 'gateway',
    whenConsent: (group, listener) => {
      expect(group).toBe('C0002');
      consentListener = listener;
      return () => {
        consentListener = undefined;
      };
    },
    visitId: VISIT,
    deviceId: 'device-1',
    pathname: () => pathname,
    domain: 'quiz.example.com',
    attributionTags: () => ({ utm_source: 'tiktok' }),
    openSink,
    ...(heatmap ? { openHeatmap } : {}),
    firstExposure: (experimentId) => !exposed.has(experimentId) && Boolean(exposed.add(experimentId)),
    landingDevice: {
      send: async (body) => {
        landing.push(body);
        if (landingFails) throw new Error('HTTP 500');
      },
      once: () => {
        const first = !landingSent;
        landingSent = true;
        return first;
      },
    },
    measureWebVitals: (report) => {
      vitals = report;
    },
    watchScroll: (seen) => {
      scroll = seen;
      return () => {
        scroll = undefined;
      };
    },
    reportFailure: (message) => void failures.push(message),
    newId: nextId,
    now: () => 5,
  };
  const running = runAnalytics(
    {
      funnel: {
        slug: 'love-quiz',
        name: 'love-quiz',
        locale: 'en',
        ...(experiment && { experiment }),
        ...(flags ? { flags } : {}),
        pixels: { tikTok: [{ id: 'TT1' }, { id: 'TT2', condition: 'b' }] },
      },
      funnelPath: 'love-quiz',
      flow,
    },
    world,
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    hub,
    sent,
    landing,
    heatmapCalls,
    failures,
    openSink,
    openHeatmap,
    running,
    settle,
    consent: async (given: boolean) => {
      consentListener?.(given);
      await settle();
    },
    vital: (vital: WebVital) => vitals?.(vital),
    vitalsMeasured: () => vitals !== undefined,
    scroll: (percent: number) => scroll?.(percent),
    /** The flow moves by the history API: only the address changes. */
    go: (next: string) => {
      pathname = next;
    },
  };
}

describe('runAnalytics', () => {
  it('in an experiment, tells analytics the variant with every event, and that the visitor was shown it, once', async () => {
    const experiment = { experimentId: 'paywall', variantId: 'b' };
    const exposed = new Set<string>();
    const first = page({ experiment, exposed });
    first.hub.emit(event('prelanding'));
    await first.consent(true);
    expect(first.sent.map((e) => e.name)).toEqual(['experiment_exposure', 'step_shown']);
    for (const sent of first.sent)
      expect(sent.properties).toMatchObject({ experiment_id: 'paywall', variant_id: 'b', funnel_name: 'love-quiz' });
    // The visitor's next page: no second exposure.
    const next = page({ experiment, exposed });
    next.hub.emit(event('gender'));
    await next.consent(true);
    expect(next.sent.map((e) => e.name)).toEqual(['step_shown']);
  });

  it('leaves the exposure to a later page when this one is left before consent, or with it refused', async () => {
    const experiment = { experimentId: 'paywall', variantId: 'b' };
    const exposed = new Set<string>();
    const unanswered = page({ experiment, exposed });
    unanswered.hub.emit(event('prelanding'));
    await unanswered.settle();
    unanswered.running.stop();
    const refused = page({ experiment, exposed });
    refused.hub.emit(event('gender'));
    await refused.consent(false);
    expect([...unanswered.sent, ...refused.sent]).toEqual([]);
    const given = page({ experiment, exposed });
    given.hub.emit(event('age'));
    await given.consent(true);
    expect(given.sent.map((e) => e.name)).toEqual(['experiment_exposure', 'step_shown']);
  });

  it('outside an experiment, tells of none', async () => {
    const outside = page();
    outside.hub.emit(event('prelanding'));
    await outside.consent(true);
    expect(outside.sent.map((e) => e.name)).toEqual(['step_shown']);
    expect(outside.sent[0]?.properties).not.toHaveProperty('variant_id');
  });

  it('loads and sends nothing before consent; on consent sends what waited, the landing device once, starts the heatmap', async () => {
    const p = page();
    p.hub.emit(event('prelanding'));
    p.scroll(12);
    await p.settle();
    expect([p.sent, p.landing, p.openSink.mock.calls, p.openHeatmap.mock.calls]).toEqual([[], [], [], []]);

    await p.consent(true);
    expect(p.sent.map((e) => [e.name, e.stepId])).toEqual([
      ['step_shown', 'prelanding'],
      ['scroll_depth', 'prelanding'],
      ['scroll_depth', 'prelanding'],
    ]);
    expect(p.sent[1]?.properties).toMatchObject({ percent: 5, funnel_name: 'love-quiz', locale: 'en' });
    expect(p.landing).toEqual([
      {
        data: { utm_tags: { utm_source: 'tiktok' }, pixels: { tik_tok: ['TT1'] }, domain: 'quiz.example.com' },
        landing_device_id: 'device-1',
      },
    ]);
    expect(p.heatmapCalls).toEqual(['consent true']);
    expect(p.openSink).toHaveBeenCalledTimes(1);

    p.hub.emit(event('gender'));
    p.hub.identify('lyra@example.com');
    await p.consent(true);
    expect(p.sent.at(-1)?.stepId).toBe('gender');
    expect(p.landing).toHaveLength(1);
    expect(p.openSink).toHaveBeenCalledTimes(1);
    expect(p.openHeatmap).toHaveBeenCalledTimes(1);
    expect(p.heatmapCalls).toEqual(['consent true', 'identify lyra@example.com', 'consent true']);
    const analytics = p.hub.records().filter((r) => r.channel === 'analytics' && r.name === 'step_shown');
    expect(analytics.map((r) => [r.service, r.consent])).toEqual([
      ['gateway', 'allowed'],
      ['gateway', 'allowed'],
    ]);
    expect(p.hub.records().some((r) => r.channel === 'network' && r.name === 'POST landing-device')).toBe(true);
  });

  it('drops events while consent is refused, recording them as blocked, and revokes the heatmap on withdrawal', async () => {
    const p = page();
    await p.consent(false);
    p.hub.emit(event('prelanding'));
    await p.settle();
    expect(p.sent).toEqual([]);
    expect(p.openHeatmap).not.toHaveBeenCalled();
    expect(p.landing).toEqual([]);
    expect(p.hub.records().find((r) => r.name === 'step_shown' && r.channel === 'analytics')?.consent).toBe('blocked');

    await p.consent(true);
    expect(p.sent).toEqual([]);
    p.hub.emit(event('gender'));
    await p.consent(false);
    p.hub.emit(event('status'));
    await p.settle();
    expect(p.sent.map((e) => e.stepId)).toEqual(['gender']);
    expect(p.heatmapCalls).toEqual(['consent true', 'consent false']);
  });

  it.each<[AnalyticsFlags | undefined, string[], boolean]>([
    [undefined, ['step_shown', 'step_answered', 'scroll_depth', 'web_vital', 'purchase'], true],
    [{ noSessionAnalytics: true }, ['step_shown', 'step_answered', 'scroll_depth', 'web_vital', 'purchase'], false],
    [{ minimalAnalytics: true }, ['step_shown', 'purchase'], false],
  ])('with flags %j sends %j, heatmap %s', async (flags, names, heatmap) => {
    const p = page(flags ? { flags } : {});
    await p.consent(true);
    p.hub.emit(event('prelanding'));
    p.hub.emit(event('prelanding', 'answered'));
    p.scroll(5);
    p.vital({ name: 'LCP', value: 1200, rating: 'good', id: 'v1' });
    p.hub.emit(event('gender', 'paid'));
    await p.settle();
    expect(p.sent.map((e) => e.name)).toEqual(names);
    expect(p.openHeatmap.mock.calls.length > 0).toBe(heatmap);
    expect(p.landing).toHaveLength(1);
  });

  it('reports each scroll depth once per step, and vitals for the landing step only on the listed pages', async () => {
    const p = page({ path: '/love-quiz/gender' });
    await p.consent(true);
    p.scroll(30);
    p.scroll(50);
    p.go('/love-quiz/questions/status');
    p.vital({ name: 'CLS', value: 0.01, rating: 'good', id: 'v2' });
    p.scroll(10);
    await p.settle();
    expect(p.sent.map((e) => [e.name, e.stepId, e.properties.percent ?? e.properties.metric])).toEqual([
      ['scroll_depth', 'gender', 5],
      ['scroll_depth', 'gender', 10],
      ['scroll_depth', 'gender', 20],
      ['scroll_depth', 'gender', 40],
      ['web_vital', 'gender', 'CLS'],
      ['scroll_depth', 'status', 5],
      ['scroll_depth', 'status', 10],
    ]);
    expect(page({ path: '/love-quiz/questions/status' }).vitalsMeasured()).toBe(false);
  });

  it('logs a failed landing-device call and goes on sending events', async () => {
    const p = page({ landingFails: true });
    await p.consent(true);
    p.hub.emit(event('prelanding'));
    await p.settle();
    expect(p.landing).toHaveLength(1);
    expect(p.failures).toEqual(['landing-device call failed']);
    expect(p.sent.map((e) => e.name)).toEqual(['step_shown']);
  });
});
