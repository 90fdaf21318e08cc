import { describe, expect, it } from 'vitest';
import type { FunnelEvent, StepMoment } from '@/runtime/tracking/trackingHub';
import { type AnalyticsFlags, analyticsPlan } from './analyticsPlan';

const event = (moment: StepMoment, marketingEvent?: FunnelEvent['marketingEvent']): FunnelEvent => ({
  id: '00000000-0000-4000-8000-000000000001',
  visitId: '00000000-0000-4000-8000-000000000000',
  funnel: 'hypno-healing',
  stepId: 'a',
  kind: 'baseEvent',
  moment,
  sections: [],
  at: 1,
  ...(marketingEvent ? { marketingEvent } : {}),
});
const ALL = [
  event('shown'),
  event('answered'),
  event('skipped'),
  event('offerTaken', 'InitiateCheckout'),
  event('paid', 'Purchase'),
];

describe('analyticsPlan', () => {
  it.each<[AnalyticsFlags | undefined, string[], boolean, boolean, boolean]>([
    [undefined, ['shown', 'answered', 'skipped', 'offerTaken', 'paid'], true, true, true],
    [{}, ['shown', 'answered', 'skipped', 'offerTaken', 'paid'], true, true, true],
    [{ noSessionAnalytics: true }, ['shown', 'answered', 'skipped', 'offerTaken', 'paid'], true, true, false],
    [{ minimalAnalytics: true }, ['shown', 'paid'], false, false, false],
    [{ minimalAnalytics: true, noSessionAnalytics: true }, ['shown', 'paid'], false, false, false],
    [
      { minimalAnalytics: false, noSessionAnalytics: false },
      ['shown', 'answered', 'skipped', 'offerTaken', 'paid'],
      true,
      true,
      true,
    ],
  ])('flags %j send %j, scroll %s, vitals %s, heatmap %s', (flags, sent, scroll, vitals, heatmap) => {
    const plan = analyticsPlan(flags);
    expect(ALL.filter(plan.sends).map((e) => e.moment)).toEqual(sent);
    expect([plan.scrollDepth, plan.webVitals, plan.heatmap, plan.landingDevice]).toEqual([
      scroll,
      vitals,
      heatmap,
      true,
    ]);
  });
});
