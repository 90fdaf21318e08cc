import { describe, expect, it } from 'vitest';
import { LOST_MOMENTS_MAX, VISIT_MOMENTS_MAX } from '@/schemas/enums/measuredMoments';
import type { VisitMomentsRequest } from '@/schemas/gateway/visitMomentsRequest';
import { momentRequestsOf } from './momentRequestsOf';

const VISIT = '0b6f1a52-3c1e-4b8e-9a55-6d0f5b7c2e10';
const OTHER_VISIT = '7d2c9e44-1f3b-4a6d-8e21-0c5b9f3a7d62';

const request = (stepId: string, change: Partial<VisitMomentsRequest> = {}): VisitMomentsRequest => ({
  visitId: VISIT,
  funnel: 'shamans',
  source: 'fb',
  campaign: 'moon-ads',
  experiment: { experimentId: 'shaman-first-week', variantId: 'full-price' },
  moments: [{ stepId, moment: 'shown', at: 1 }],
  ...change,
});

const stepsOf = (requests: VisitMomentsRequest[]) => requests.map((r) => r.moments.map((m) => m.stepId));

describe('momentRequestsOf', () => {
  it.each([
    ['nothing', [], []],
    ['one request', [request('a')], [['a']]],
    ['moments of one visit, one after the other', [request('a'), request('b'), request('c')], [['a', 'b', 'c']]],
    ['another visit', [request('a'), request('b', { visitId: OTHER_VISIT })], [['a'], ['b']]],
    ['another traffic source', [request('a'), request('b', { source: 'tiktok' })], [['a'], ['b']]],
    ['another campaign', [request('a'), request('b', { campaign: 'sun-ads' })], [['a'], ['b']]],
    [
      'another variant',
      [request('a'), request('b', { experiment: { experimentId: 'shaman-first-week', variantId: 'first-week' } })],
      [['a'], ['b']],
    ],
    ['no experiment after one', [request('a'), request('b', { experiment: undefined })], [['a'], ['b']]],
    [
      'the same visit again after another',
      [request('a'), request('b', { visitId: OTHER_VISIT }), request('c')],
      [['a'], ['b'], ['c']],
    ],
  ])('%s', (_, requests, steps) => {
    expect(stepsOf(momentRequestsOf(requests))).toEqual(steps);
  });

  it('keeps each request within the most moments the gateway takes, in order', () => {
    const many = Array.from({ length: VISIT_MOMENTS_MAX + 3 }, (_, i) => request(`s${i}`));
    const joined = momentRequestsOf(many);
    expect(joined.map((r) => r.moments.length)).toEqual([VISIT_MOMENTS_MAX, 3]);
    expect(joined.flatMap((r) => r.moments.map((m) => m.stepId))).toEqual(many.map((r) => r.moments[0]?.stepId));
  });

  it.each([
    ['neither says', [undefined, undefined], undefined],
    ['the first says', [4, undefined], 4],
    ['the second says', [undefined, 7], 7],
    ['both say', [4, 7], 11],
    ['together beyond what a request may say', [LOST_MOMENTS_MAX, 1], LOST_MOMENTS_MAX],
  ])('what joined requests say their page lost is added up: %s', (_, [first, second], lost) => {
    const saying = (lost: number | undefined) => (lost === undefined ? {} : { lost });
    const [joined] = momentRequestsOf([request('a', saying(first)), request('b', saying(second))]);
    expect(joined?.lost).toBe(lost);
    expect(joined !== undefined && 'lost' in joined).toBe(lost !== undefined);
  });
});
