import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, createMachine } from 'xstate';
import { validateFlow } from '../definitions/validateDefinition';
import { buildFlowMachine, PAYMENT_ACTOR_ID, TERMINAL_TAG } from './buildFlowMachine';

const TODAY = new Date(2026, 10, 22);

function fixtureFlow(slug: string) {
  const result = validateFlow(JSON.parse(readFileSync(`fixtures/funnels/${slug}/flow.json`, 'utf8')));
  if (!result.ok) throw new Error(`${slug}: invalid fixture`);
  return result.value;
}

function start(slug: string, input: { attribution?: Record<string, string>; funnelCondition?: string } = {}) {
  const actor = createActor(buildFlowMachine(fixtureFlow(slug), { today: TODAY }), {
    input: { locale: 'en', ...input },
  });
  actor.start();
  return actor;
}

describe('flow machine (palmistry)', () => {
  it('starts on the first step with nothing answered', () => {
    const actor = start('palmistry');
    expect(actor.getSnapshot().value).toBe('prelanding');
    expect(actor.getSnapshot().context).toMatchObject({ answers: {}, path: ['prelanding'] });
  });

  it('does not go on from a question until it is answered, and refuses answers that are not options', () => {
    const actor = start('palmistry');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('gender');
    actor.send({ type: 'ANSWER', value: 'alien' });
    expect(actor.getSnapshot().context.answers).toEqual({});
    actor.send({ type: 'ANSWER', value: 'female' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('relationship');
    expect(actor.getSnapshot().context.answers).toEqual({ gender: 'female' });
  });

  it.each([
    ['single', 'soulmate-wish'],
    ['together', 'dominant-hand'],
    ['complicated', 'dominant-hand'],
  ])('branches on the answer %s to %s', (answer, next) => {
    const actor = start('palmistry');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', value: 'male' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', value: answer });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe(next);
  });

  it('goes back along the way the visitor came, keeping their answers', () => {
    const actor = start('palmistry');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', value: 'male' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', value: 'together' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.path).toEqual(['prelanding', 'gender', 'relationship', 'dominant-hand']);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('relationship');
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'BACK' }); // nothing before the first step
    expect(actor.getSnapshot().value).toBe('prelanding');
    expect(actor.getSnapshot().context).toMatchObject({
      path: ['prelanding'],
      answers: { gender: 'male', relationship: 'together' },
    });
  });

  it('keeps an email trimmed and refuses one that is not an address', () => {
    const actor = start('palmistry');
    actor.send({
      type: 'RESTORE',
      path: ['prelanding', 'gender', 'relationship', 'dominant-hand', 'palm-photo', 'birth-date', 'loading', 'email'],
      answers: {},
    });
    actor.send({ type: 'ANSWER', value: 'not an email' });
    expect(actor.getSnapshot().context.answers.email).toBeUndefined();
    actor.send({ type: 'ANSWER', value: '  luna@example.com  ' });
    expect(actor.getSnapshot().context.answers.email).toBe('luna@example.com');
  });

  it('records email consent on the email step only, beside the email', () => {
    const actor = start('palmistry');
    actor.send({ type: 'EMAIL_CONSENT', given: true });
    expect(actor.getSnapshot().context.answers).toEqual({});
    actor.send({ type: 'RESTORE', path: ['prelanding', 'email'], answers: {} });
    actor.send({ type: 'EMAIL_CONSENT', given: true });
    actor.send({ type: 'ANSWER', value: 'luna@example.com' });
    expect(actor.getSnapshot().context.answers).toEqual({ email: 'luna@example.com', emailConsent: true });
    actor.send({ type: 'EMAIL_CONSENT', given: false });
    expect(actor.getSnapshot().context.answers.emailConsent).toBe(false);
  });

  it('resumes a saved visit, and ignores one naming steps the flow does not have', () => {
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: ['prelanding', 'nowhere'], answers: { gender: 'male' } });
    expect(actor.getSnapshot().value).toBe('prelanding');
    actor.send({ type: 'RESTORE', path: ['prelanding', 'gender', 'relationship'], answers: { gender: 'male' } });
    expect(actor.getSnapshot().value).toBe('relationship');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('gender');
  });

  it('tags the last step as terminal', () => {
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: ['prelanding', 'upsells'], answers: {} });
    expect(actor.getSnapshot().hasTag(TERMINAL_TAG)).toBe(true);
  });
});

describe('flow machine conditions beyond answers', () => {
  it.each([
    ['tiktok', 'birth-date'],
    ['fb', 'palm-photo'],
  ])('palmistry-intro sends utm_source=%s to %s', (source, next) => {
    const actor = start('palmistry-intro', { attribution: { utm_source: source } });
    const flow = fixtureFlow('palmistry-intro');
    const at = flow.steps.findIndex((s) => s.id === 'life-focus');
    const lifeFocus = flow.steps[at];
    const path = flow.steps.slice(0, at + 1).map((s) => s.id);
    actor.send({ type: 'RESTORE', path, answers: {} });
    actor.send({ type: 'ANSWER', value: lifeFocus?.content.options?.[0]?.value });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe(next);
  });
});

describe('flow machine payment steps', () => {
  /** Stands in for the payment form (runtime/checkout): paid when told, ending with the order. */
  const paymentForm = createMachine({
    initial: 'paying',
    states: { paying: { on: { PAID: 'paid' } }, paid: { type: 'final' } },
    output: { orderId: 'order-1' },
  });
  const toPayment = ['prelanding', 'email', 'trial-choice', 'trial-payment'];

  function startPaying() {
    const actor = createActor(buildFlowMachine(fixtureFlow('palmistry'), { today: TODAY, paymentForm }), {
      input: { locale: 'en' },
    }).start();
    actor.send({ type: 'RESTORE', path: toPayment, answers: { plan: 'trial-1-week' } });
    return actor;
  }
  const form = (actor: ReturnType<typeof startPaying>) =>
    actor.getSnapshot().children[PAYMENT_ACTOR_ID] as AnyActorRef | undefined;

  it('invokes the payment form on a payment step, and goes on only when it is done, keeping the order', () => {
    const actor = startPaying();
    expect(form(actor)).toBeDefined();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('trial-payment');
    form(actor)?.send({ type: 'PAID' });
    expect(actor.getSnapshot().value).toBe('upsells');
    expect(actor.getSnapshot().context).toMatchObject({ paidOrderId: 'order-1', path: [...toPayment, 'upsells'] });
    expect(form(actor)).toBeUndefined();
  });

  it('stops the payment form when the visitor goes back, and starts a fresh one on return', () => {
    const actor = startPaying();
    const first = form(actor);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('trial-choice');
    expect(form(actor)).toBeUndefined();
    expect(first?.getSnapshot().status).toBe('stopped');
    actor.send({ type: 'NEXT' });
    expect(form(actor)).toBeDefined();
    expect(form(actor)).not.toBe(first);
  });

  it('invokes nothing on other steps, and resumes the paid order with the visit', () => {
    const actor = startPaying();
    actor.send({ type: 'RESTORE', path: [...toPayment, 'upsells'], answers: {}, paidOrderId: 'order-9' });
    expect(form(actor)).toBeUndefined();
    expect(actor.getSnapshot().context.paidOrderId).toBe('order-9');
  });

  it('without a payment form, a payment step goes on by NEXT (the flow tested alone)', () => {
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: toPayment, answers: {} });
    expect(actor.getSnapshot().children[PAYMENT_ACTOR_ID]).toBeUndefined();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('upsells');
  });
});
