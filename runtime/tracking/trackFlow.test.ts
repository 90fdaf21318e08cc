import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { buildFlowMachine, type StepActors } from '@/runtime/flow/buildFlowMachine';
import { happeningLog } from '@/runtime/flow/happeningLog';
import type { LeadRequest } from '@/schemas/gateway/leadRequest';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { palmistryWayTo } from '@/testing/palmistryWay';
import { trackFlow } from './trackFlow';
import { createTrackingHub, type FunnelEvent } from './trackingHub';

const VISIT = '4b8c1f2e-0000-4000-8000-000000000001';
/** The palmistry flow's way to its loading step, before the email step. */
const WAY_TO_LOADING = palmistryWayTo('loading');

function memoryStorage() {
  const kept = new Map<string, string>();
  return { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
}

/**
 * The palmistry fixture's flow, running as in the browser (a visit begun, or resumed when its storage says one was),
 * followed by the tracking.
 */
function visit(storage = memoryStorage(), sendLead = vi.fn(async (_: LeadRequest) => {}), stepActors: StepActors = {}) {
  const { funnel, flow } = fixtureDefinition('palmistry');
  const actor = createActor(buildFlowMachine(flow, { today: new Date(2026, 10, 22), stepActors }), {
    input: { locale: 'en', attribution: { utm_source: 'tiktok' } },
  });
  const happenings = happeningLog(actor);
  actor.start();
  const resumed = storage.getItem('visit') !== null;
  storage.setItem('visit', 'kept');
  actor.send({ type: 'RESTORE', path: ['prelanding'], answers: {}, fresh: !resumed });
  const hub = createTrackingHub();
  const events: FunnelEvent[] = [];
  hub.subscribe((e) => events.push(e));
  const emails: string[] = [];
  hub.onIdentify((e) => emails.push(e));
  let n = 0;
  const stop = trackFlow(actor, happenings, {
    funnel,
    flow,
    hub,
    visitId: VISIT,
    storage,
    sendLead,
    newId: () => `e${++n}`,
  });
  const sent = () => events.map((e) => `${e.stepId}:${e.kind}:${e.marketingEvent ?? ''}`);
  return { actor, hub, events, sent, emails, sendLead, storage, stop };
}

describe('trackFlow (palmistry)', () => {
  it('sends the first step’s PageView on arrival, and a click event when the gender is answered', () => {
    const { actor, sent } = visit();
    expect(sent()).toEqual(['prelanding:baseEvent:PageView']);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', value: 'female' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('relationship');
    expect(sent()).toEqual(['prelanding:baseEvent:PageView', 'gender:clickEvent:']);
  });

  it('sends each step event once per visit: going back and a reload repeat none', () => {
    const storage = memoryStorage();
    const first = visit(storage);
    first.actor.send({ type: 'NEXT' });
    first.actor.send({ type: 'BACK' });
    first.actor.send({ type: 'NEXT' });
    first.stop();
    const reloaded = visit(storage);
    expect(first.sent()).toEqual(['prelanding:baseEvent:PageView']);
    expect(reloaded.sent()).toEqual([]);
  });

  it('sends the lead as soon as the email is given, again with the consent answer, and identifies the visitor', async () => {
    const { actor, sent, sendLead, emails } = visit();
    actor.send({ type: 'RESTORE', path: [...WAY_TO_LOADING], answers: {} });
    actor.send({ type: 'NEXT' });
    expect(sent()).toContain('email:baseEvent:AddToCart');
    actor.send({ type: 'ANSWER', value: 'Nova@Example.com' });
    await vi.waitFor(() => expect(sendLead).toHaveBeenCalledTimes(1));
    actor.send({ type: 'EMAIL_CONSENT', given: true });
    await vi.waitFor(() => expect(sendLead).toHaveBeenCalledTimes(2));
    expect(sendLead.mock.calls.map(([lead]) => lead)).toEqual([
      {
        visitId: VISIT,
        funnel: 'palmistry',
        funnelVersion: 1,
        email: 'Nova@Example.com',
        attribution: { utm_source: 'tiktok' },
        // The visitor's language, for the double opt-in mail.
        locale: 'en',
      },
      {
        visitId: VISIT,
        funnel: 'palmistry',
        funnelVersion: 1,
        email: 'Nova@Example.com',
        consent: true,
        attribution: { utm_source: 'tiktok' },
        locale: 'en',
      },
    ]);
    expect(emails).toEqual(['Nova@Example.com']);
  });

  it('a failed lead is sent again when the visit is next loaded (and identifies), a sent one not again', async () => {
    const storage = memoryStorage();
    const failing = vi.fn(async (_: LeadRequest) => {
      throw new Error('offline');
    });
    const first = visit(storage, failing);
    first.actor.send({ type: 'RESTORE', path: [...WAY_TO_LOADING, 'email'], answers: {} });
    first.actor.send({ type: 'ANSWER', value: 'nova@example.com' });
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    first.stop();
    const back = visit(storage);
    await vi.waitFor(() => expect(back.sendLead).toHaveBeenCalledTimes(1));
    expect(back.sendLead.mock.calls[0]?.[0]).toMatchObject({ email: 'nova@example.com' });
    expect(back.emails).toEqual(['nova@example.com']);
    back.stop();
    const again = visit(storage);
    await new Promise((r) => setTimeout(r, 10));
    expect(again.sendLead).not.toHaveBeenCalled();
  });

  it("a failed lead is sent again at the visit's next happening", async () => {
    let fail = true;
    const sendLead = vi.fn(async (_: LeadRequest) => {
      if (fail) throw new Error('offline');
    });
    const { actor } = visit(memoryStorage(), sendLead);
    actor.send({ type: 'RESTORE', path: [...WAY_TO_LOADING, 'email'], answers: {} });
    actor.send({ type: 'ANSWER', value: 'nova@example.com' });
    await vi.waitFor(() => expect(sendLead).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r)); // the failure is over
    fail = false;
    actor.send({ type: 'NEXT' });
    await vi.waitFor(() => expect(sendLead).toHaveBeenCalledTimes(2));
  });

  it('sends Purchase with what the payment charged, once, though the payment is told again after a reload', async () => {
    const storage = memoryStorage();
    const paid = { orderId: 'ord_1', amount: 2999, currency: 'EUR' as const };
    const path = [...WAY_TO_LOADING, 'email', 'trial-choice', 'trial-payment'];
    const answers = { email: 'a@b.co', plan: 'trial-1-week' };
    const purchases: FunnelEvent[] = [];
    for (const _ of [1, 2]) {
      const { actor, events } = visit(storage, undefined, { payment: fromPromise(async () => paid) });
      actor.send({ type: 'RESTORE', path, answers });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('upsells'));
      purchases.push(...events.filter((e) => e.marketingEvent === 'Purchase'));
    }
    expect(purchases).toMatchObject([
      { stepId: 'trial-payment', moment: 'paid', value: 29.99, currency: 'EUR', visitId: VISIT },
    ]);
  });
});
