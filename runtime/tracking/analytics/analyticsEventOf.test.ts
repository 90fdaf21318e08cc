import { describe, expect, it } from 'vitest';
import type { FunnelEvent } from '@/runtime/tracking/trackingHub';
import { analyticsEventOf } from './analyticsEventOf';

const base: FunnelEvent = {
  id: '00000000-0000-4000-8000-000000000001',
  visitId: '00000000-0000-4000-8000-000000000000',
  funnel: 'palmistry',
  stepId: 'gender',
  kind: 'baseEvent',
  moment: 'shown',
  sections: ['header', 'center_first'],
  at: 1700000000000,
};
const funnel = { name: 'Palmistry', locale: 'es' };

describe('analyticsEventOf', () => {
  it.each([
    [{}, 'step_shown', { sections: ['header', 'center_first'], event_kind: 'baseEvent' }],
    [{ kind: 'clickEvent', moment: 'answered' }, 'step_answered', { event_kind: 'clickEvent' }],
    [{ kind: 'skipEvent', moment: 'skipped', sections: [] }, 'step_skipped', { event_kind: 'skipEvent', sections: [] }],
    [
      { kind: 'getOfferEvent', moment: 'offerTaken', marketingEvent: 'InitiateCheckout' },
      'offer_taken',
      { marketing_event: 'InitiateCheckout' },
    ],
    [
      { moment: 'paid', marketingEvent: 'Purchase', value: 29.99, currency: 'USD' },
      'purchase',
      { marketing_event: 'Purchase', value: 29.99, currency: 'USD' },
    ],
  ] as const)('%j is named %s with the step, the funnel and %j', (change, name, properties) => {
    const sent = analyticsEventOf({ ...base, ...change } as FunnelEvent, funnel);
    expect(sent).toMatchObject({ id: base.id, visitId: base.visitId, funnel: 'palmistry', stepId: 'gender', name });
    expect(sent.properties).toMatchObject({ funnel_name: 'Palmistry', locale: 'es', step_id: 'gender', ...properties });
    expect(sent.kind).toBe('kind' in change ? change.kind : 'baseEvent');
  });

  it('leaves out what the event does not carry', () => {
    expect(Object.keys(analyticsEventOf(base, funnel).properties).sort()).toEqual([
      'event_kind',
      'funnel_name',
      'locale',
      'sections',
      'step_id',
    ]);
  });
});
