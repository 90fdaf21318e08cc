// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, sendTo, setup } from 'xstate';
import { stepUrl } from '@/runtime/address/stepUrl';
import type { FlowEvent, KeepEvent } from '@/runtime/flow/buildFlowMachine';
import { flowSessionKey, readFlowSession, visitCurrencyKey, visitKey } from '@/runtime/flow/flowSession';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { browserVisitActors } from './browserVisitActors';

const { funnel, flow } = fixtureDefinition('palmistry');
const KEY = flowSessionKey(funnel.slug, flow.id, flow.version);

/** A parent for the keeper, as the flow machine is: it hands the keeper KEEP events and hears what it sends back. */
function keeperIn(heard: FlowEvent[]) {
  const { keepVisit } = browserVisitActors(funnel, flow, 'palmistry');
  const parent = setup({ types: {} as { events: KeepEvent | FlowEvent }, actors: { keepVisit } }).createMachine({
    invoke: { id: 'keeper', src: 'keepVisit' },
    on: {
      KEEP: { actions: sendTo('keeper', ({ event }) => event) },
      RESTORE: { actions: ({ event }) => void heard.push(event) },
    },
  });
  return createActor(parent).start();
}
const keep = (path: string[], trail: string[], address: KeepEvent['address']): KeepEvent => ({
  type: 'KEEP',
  visit: { path, trail, answers: { gender: 'female' }, outcomes: {} },
  stepId: path.at(-1) ?? '',
  address,
});

describe('the visit’s actors in the browser', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/palmistry?utm_source=tiktok');
  });
  afterEach(() => window.sessionStorage.clear());

  it('keeps each change in session storage, and shows the step: a new entry on going on, the same on a restore', () => {
    const keeper = keeperIn([]);
    const entries = window.history.length;
    keeper.send(keep(['prelanding', 'gender'], ['prelanding', 'gender'], 'push'));
    expect(window.location.pathname + window.location.search).toBe('/palmistry/gender?utm_source=tiktok');
    expect(window.history.length).toBe(entries + 1);
    keeper.send(keep(['prelanding', 'gender'], ['prelanding', 'gender'], 'stay'));
    keeper.send(keep(['prelanding'], ['prelanding', 'gender'], 'replace'));
    expect(window.location.pathname).toBe('/palmistry');
    expect(window.history.length).toBe(entries + 1);
    expect(readFlowSession(window.sessionStorage, KEY)).toEqual({
      path: ['prelanding'],
      trail: ['prelanding', 'gender'],
      answers: { gender: 'female' },
      outcomes: {},
    });
    expect(JSON.parse(window.sessionStorage.getItem(visitKey('palmistry')) ?? '')).toEqual({
      funnelVersion: funnel.version,
      flowId: flow.id,
      flowVersion: flow.version,
    });
    keeper.stop();
  });

  it('brings back and forward to the flow along the way gone, and leaves a way no longer taken where it is', () => {
    const heard: FlowEvent[] = [];
    const keeper = keeperIn(heard);
    keeper.send(keep(['prelanding', 'gender', 'relationship'], ['prelanding', 'gender', 'relationship'], 'push'));
    window.history.replaceState(null, '', stepUrl('palmistry', flow, 'gender'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toMatchObject([{ type: 'RESTORE', path: ['prelanding', 'gender'] }]);
    window.history.replaceState(null, '', stepUrl('palmistry', flow, 'soulmate-wish'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toHaveLength(1);
    expect(window.location.pathname).toBe(stepUrl('palmistry', flow, 'relationship'));
    keeper.stop();
  });

  it('started anew (an actor restored from its snapshot), remembers the visit kept before any change', () => {
    keeperIn([]).send(keep(['prelanding', 'gender'], ['prelanding', 'gender'], 'push'));
    const heard: FlowEvent[] = [];
    const again = keeperIn(heard);
    window.history.replaceState(null, '', '/palmistry');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toMatchObject([{ type: 'RESTORE', path: ['prelanding'] }]);
    again.stop();
  });

  it('decides no currency for a funnel selling in one, and keeps the one decided in the tab', async () => {
    const decide = (sells: typeof funnel.currencies) => {
      const { decideCurrency } = browserVisitActors({ ...funnel, currencies: sells }, flow, 'palmistry');
      const actor = createActor(decideCurrency).start();
      return new Promise((resolve) => actor.subscribe({ complete: () => resolve(actor.getSnapshot().output) }));
    };
    expect(await decide(['USD'])).toBeUndefined();
    window.sessionStorage.setItem(visitCurrencyKey(funnel.slug), 'EUR');
    expect(await decide(['USD', 'EUR'])).toBe('EUR');
  });
});
