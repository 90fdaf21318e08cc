import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, assign, createActor, createMachine, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Currency } from '@/schemas/enums/currencies';
import { fixtureFlow } from '@/testing/fixtureDefinitions';
import { palmistryWayTo } from '@/testing/palmistryWay';
import {
  buildFlowMachine,
  DEFAULT_LOADING_SECONDS,
  EMAIL_CONSENT_DELAY_SECONDS,
  type FlowEvent,
  type KeepEvent,
  PHOTO_SCAN_SECONDS,
  STEP_ACTOR_ID,
  type StepActors,
  TERMINAL_TAG,
} from './buildFlowMachine';
import type { VisitHappening } from './visitHappenings';

const TODAY = new Date(2026, 10, 22);

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

  it("leaves the flow by the last step's button when it has a target: the visit records it, and stays on the step", () => {
    const actor = start('love-quiz');
    const path = ['prelanding', 'matching'];
    actor.send({ type: 'RESTORE', path, answers: {} });
    expect(actor.getSnapshot().context.exited).toBeUndefined();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('matching');
    expect(actor.getSnapshot().context).toMatchObject({ exited: 'matching', path });
    expect(actor.getSnapshot().hasTag(TERMINAL_TAG)).toBe(true);
    // A visit restored (the visitor came back) has not left yet.
    actor.send({ type: 'RESTORE', path, answers: {} });
    expect(actor.getSnapshot().context.exited).toBeUndefined();
  });

  it('leaves the flow from an offer by its target too (the upsells, whose link goes on)', () => {
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: ['prelanding', 'upsells'], answers: {} });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.exited).toBe('upsells');
  });

  it('leaves nothing by a last step without a target (the cancel confirmation)', () => {
    const actor = start('cancel-subscription');
    actor.send({ type: 'RESTORE', path: ['email', 'verify', 'confirm', 'done'], answers: {} });
    expect(actor.getSnapshot().value).toBe('done');
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.exited).toBeUndefined();
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

describe('flow machine attribution, learnt after the first paint', () => {
  const walkToBranch = (actor: ReturnType<typeof start>) => {
    const flow = fixtureFlow('palmistry-intro');
    const at = flow.steps.findIndex((s) => s.id === 'life-focus');
    actor.send({ type: 'RESTORE', path: flow.steps.slice(0, at + 1).map((s) => s.id), answers: {} });
    actor.send({ type: 'ANSWER', value: flow.steps[at]?.content.options?.[0]?.value });
  };

  it.each([
    ['told before the visit is restored', 'before', { utm_source: 'tiktok' }, 'birth-date'],
    ['told after the visit is restored', 'after', { utm_source: 'tiktok' }, 'birth-date'],
    ['told other tags', 'after', { utm_source: 'fb' }, 'palm-photo'],
    ['never told', 'never', {}, 'palm-photo'],
  ] as const)('SET_ATTRIBUTION %s decides the branch', (_, when, attribution, next) => {
    const actor = start('palmistry-intro');
    if (when === 'before') actor.send({ type: 'SET_ATTRIBUTION', attribution });
    walkToBranch(actor);
    if (when === 'after') actor.send({ type: 'SET_ATTRIBUTION', attribution });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe(next);
    expect(actor.getSnapshot().context.attribution).toEqual(attribution);
  });

  it('keeps the step and the answers, and a later RESTORE keeps the tags', () => {
    const actor = start('palmistry-intro');
    walkToBranch(actor);
    const before = actor.getSnapshot();
    actor.send({ type: 'SET_ATTRIBUTION', attribution: { utm_source: 'tiktok' } });
    expect(actor.getSnapshot().value).toBe(before.value);
    expect(actor.getSnapshot().context.answers).toEqual(before.context.answers);
    actor.send({ type: 'RESTORE', ...actor.getSnapshot().context });
    expect(actor.getSnapshot().context.attribution).toEqual({ utm_source: 'tiktok' });
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
    const actor = createActor(
      buildFlowMachine(fixtureFlow('palmistry'), { today: TODAY, stepActors: { payment: paymentForm } }),
      {
        input: { locale: 'en' },
      },
    ).start();
    actor.send({ type: 'RESTORE', path: toPayment, answers: { plan: 'trial-1-week' } });
    return actor;
  }
  const form = (actor: ReturnType<typeof startPaying>) =>
    actor.getSnapshot().children[STEP_ACTOR_ID] as AnyActorRef | undefined;

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

  it('keeps the restored currency across a later RESTORE, and gives it to the payment form', () => {
    const inputs: unknown[] = [];
    const recordingForm = createMachine({
      types: {} as { input: unknown; context: object },
      context: ({ input }) => {
        inputs.push(input);
        return {};
      },
      initial: 'paying',
      states: { paying: {} },
    });
    const actor = createActor(
      buildFlowMachine(fixtureFlow('palmistry'), { today: TODAY, stepActors: { payment: recordingForm } }),
      { input: { locale: 'en' } },
    ).start();
    actor.send({ type: 'RESTORE', path: ['prelanding'], answers: {}, currency: 'EUR' });
    expect(actor.getSnapshot().context.currency).toBe('EUR');
    actor.send({ type: 'RESTORE', path: toPayment, answers: { plan: 'trial-1-week' } });
    expect(actor.getSnapshot().context.currency).toBe('EUR');
    expect(inputs.at(-1)).toMatchObject({ stepId: 'trial-payment', visit: { currency: 'EUR' } });
  });

  it('counts the visits put back (a reload, back, forward), not one begun afresh nor an answer', () => {
    const actor = start('palmistry');
    const restores = () => actor.getSnapshot().context.restores;
    actor.send({ type: 'RESTORE', path: ['prelanding'], answers: {}, fresh: true });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', value: 'female' });
    expect(restores()).toBe(0);
    actor.send({ type: 'RESTORE', path: ['prelanding'], answers: { gender: 'female' } });
    actor.send({ type: 'RESTORE', path: ['prelanding', 'gender'], answers: { gender: 'female' } });
    expect(restores()).toBe(2);
  });

  it('takes the currency a reload restores with the visit', () => {
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: toPayment, answers: {}, currency: 'GBP' });
    expect(actor.getSnapshot().context.currency).toBe('GBP');
  });

  it('without a payment form, a payment step goes on by NEXT (the flow tested alone)', () => {
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: toPayment, answers: {} });
    expect(actor.getSnapshot().children[STEP_ACTOR_ID]).toBeUndefined();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('upsells');
  });
});

describe('flow machine timed steps', () => {
  afterEach(() => vi.useRealTimers());
  const toPalm = ['prelanding', 'gender', 'relationship', 'dominant-hand', 'palm-photo'];

  it('leaves a loading step by itself once its duration is over', () => {
    vi.useFakeTimers();
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: [...toPalm, 'birth-date', 'loading'], answers: {} });
    vi.advanceTimersByTime(6000 - 1);
    expect(actor.getSnapshot().value).toBe('loading');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('email');
  });

  it(`scans a palm photo for ${PHOTO_SCAN_SECONDS} s once taken, then goes on; a second photo restarts the scan`, () => {
    vi.useFakeTimers();
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: toPalm, answers: {} });
    vi.advanceTimersByTime(PHOTO_SCAN_SECONDS * 1000 * 2);
    expect(actor.getSnapshot().value).toBe('palm-photo');
    actor.send({ type: 'ANSWER', value: 'blob:palm-1' });
    vi.advanceTimersByTime(PHOTO_SCAN_SECONDS * 1000 - 1);
    actor.send({ type: 'ANSWER', value: 'blob:palm-2' });
    vi.advanceTimersByTime(PHOTO_SCAN_SECONDS * 1000 - 1);
    expect(actor.getSnapshot().value).toBe('palm-photo');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('birth-date');
    expect(actor.getSnapshot().context.answers.palmPhoto).toBe('blob:palm-2');
  });

  it('does not take a visitor who comes back to a palm photo already taken forward by itself', () => {
    vi.useFakeTimers();
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: [...toPalm, 'birth-date'], answers: { palmPhoto: 'blob:palm' } });
    actor.send({ type: 'BACK' });
    vi.advanceTimersByTime(PHOTO_SCAN_SECONDS * 1000 * 2);
    expect(actor.getSnapshot().value).toBe('palm-photo');
  });

  it(`asks for consent to email ${EMAIL_CONSENT_DELAY_SECONDS} s after an email step opens`, () => {
    vi.useFakeTimers();
    const actor = start('palmistry');
    actor.send({ type: 'RESTORE', path: [...toPalm, 'birth-date', 'loading', 'email'], answers: {} });
    vi.advanceTimersByTime(EMAIL_CONSENT_DELAY_SECONDS * 1000 - 1);
    expect(actor.getSnapshot().context.consentAsked).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.consentAsked).toBe('email');
  });
});

describe('flow machine cancel steps', () => {
  /**
   * Stands in for a cancel step's gateway call: agrees to every answer but "refused", ending as the step's kind ends
   * (the lookup with nothing, the verify step with a token, the confirm step with how the subscription ends).
   */
  const cancel = createMachine({
    types: {} as { events: { type: 'SUBMIT'; answer: unknown }; input: { stepId: string } },
    context: ({ input }) => ({ stepId: input.stepId, answer: undefined as unknown }),
    initial: 'editing',
    states: {
      editing: {
        on: {
          SUBMIT: {
            guard: ({ event }) => event.answer !== 'refused',
            target: 'done',
            actions: assign({ answer: ({ event }) => event.answer }),
          },
        },
      },
      done: { type: 'final' },
    },
    output: ({ context }) => ({
      outcome:
        context.stepId === 'verify'
          ? { token: String(context.answer), subscriptionId: 'sub_1' }
          : context.stepId === 'confirm'
            ? { mode: 'periodEnd', accessUntil: null }
            : undefined,
    }),
  });

  function startCancelling(stepActors: StepActors = { cancel }) {
    return createActor(buildFlowMachine(fixtureFlow('cancel-subscription'), { today: TODAY, stepActors }), {
      input: { locale: 'en' },
    }).start();
  }

  it('submits the answer to the step’s gateway call on NEXT, and goes on only when it agreed, keeping its outcome', () => {
    const actor = startCancelling();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('email');
    actor.send({ type: 'ANSWER', value: 'refused' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('email');
    actor.send({ type: 'ANSWER', value: 'vega@example.com' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('verify');
    expect(actor.getSnapshot().context.outcomes).toEqual({});
    actor.send({ type: 'ANSWER', value: '123456' });
    actor.send({ type: 'NEXT' });
    // An optional answer left out is submitted as nothing.
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.outcomes).toEqual({
      verify: { token: '123456', subscriptionId: 'sub_1' },
      confirm: { mode: 'periodEnd', accessUntil: null },
    });
  });

  it('restores the outcomes with the visit, reading each as its step ends and leaving out anything else', () => {
    const actor = startCancelling();
    const verified = { token: 'kept', subscriptionId: 'sub_1' };
    actor.send({
      type: 'RESTORE',
      path: ['email', 'verify', 'confirm'],
      answers: {},
      outcomes: { verify: verified, confirm: 'garbled', stranger: verified },
    });
    expect(actor.getSnapshot().context.outcomes).toEqual({ verify: verified });
  });

  it('starts the real actor on the step a visitor already reached when its code arrives', () => {
    const standIn = createMachine({});
    const machine = buildFlowMachine(fixtureFlow('cancel-subscription'), { stepActors: { cancel: standIn } });
    const actor = createActor(machine, { input: { locale: 'en' } }).start();
    expect(actor.getSnapshot().children[STEP_ACTOR_ID]?.src).toBe('cancel');
    actor.send({ type: 'ANSWER', value: 'vega@example.com' });
    // The actor with the real logic takes over (as FlowRunner does it: the same machine, provided anew).
    actor.logic.implementations.actors.cancel = cancel;
    actor.send({ type: 'STEP_ACTORS_READY' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('verify');
    expect(actor.getSnapshot().context.answers.email).toBe('vega@example.com');
  });
});

describe('upsells bought', () => {
  it('are kept as the upsell step’s outcome, each order once, and survive a restore', () => {
    const actor = start('palmistry');
    const path = ['prelanding', 'email', 'trial-choice', 'trial-payment', 'upsells'];
    actor.send({ type: 'RESTORE', path, answers: {}, paidOrderId: 'ord_1' });
    const tarot = { productId: 'tarot_reading', orderId: 'ord_2', amount: 1999, currency: 'USD' as const };
    actor.send({ type: 'UPSELL_BOUGHT', ...tarot });
    const once = actor.getSnapshot();
    actor.send({ type: 'UPSELL_BOUGHT', ...tarot });
    expect(actor.getSnapshot()).toBe(once);
    actor.send({ type: 'UPSELL_BOUGHT', productId: 'palmistry_guide', orderId: 'ord_3' });
    const { outcomes } = actor.getSnapshot().context;
    expect(outcomes.upsells).toEqual({ bought: [tarot, { productId: 'palmistry_guide', orderId: 'ord_3' }] });
    actor.send({ type: 'RESTORE', path, answers: {}, paidOrderId: 'ord_1', outcomes });
    expect(actor.getSnapshot().context.outcomes.upsells).toEqual(outcomes.upsells);
  });
});

describe('what the machine says happened (palmistry)', () => {
  const WAY_TO_EMAIL = palmistryWayTo('email');
  const paid = { orderId: 'ord_7', amount: 2999, currency: 'USD' as const };
  /** The palmistry flow with a payment that pays at once; the happenings of the events sent after `from`. */
  function happeningsOf(from: { path: string[]; answers?: Record<string, unknown> } | 'fresh', events: FlowEvent[]) {
    const machine = buildFlowMachine(fixtureFlow('palmistry'), {
      today: TODAY,
      stepActors: { payment: fromPromise(async () => paid) },
    });
    const actor = createActor(machine, { input: { locale: 'en' } });
    const said: VisitHappening[] = [];
    actor.on('*', (happening) => said.push(happening));
    actor.start();
    actor.send(
      from === 'fresh'
        ? { type: 'RESTORE', path: ['prelanding'], answers: {}, fresh: true }
        : { type: 'RESTORE', answers: {}, ...from },
    );
    if (from === 'fresh') said.length = 0;
    for (const event of events) actor.send(event);
    return { said, actor };
  }

  it.each<[string, Parameters<typeof happeningsOf>[0], FlowEvent[], VisitHappening[]]>([
    [
      'a visit begun: its first step shown',
      { path: ['prelanding'] },
      [{ type: 'RESTORE', path: ['prelanding'], answers: {}, fresh: true }],
      [
        { type: 'visitStarted', stepId: 'prelanding' },
        { type: 'stepShown', stepId: 'prelanding' },
      ],
    ],
    ['a visit resumed (a reload): nothing', { path: ['prelanding', 'gender'] }, [], []],
    [
      'going on from a step that asks nothing',
      'fresh',
      [{ type: 'NEXT' }],
      [
        { type: 'stepAnswered', stepId: 'prelanding' },
        { type: 'stepShown', stepId: 'gender' },
      ],
    ],
    [
      'an answer, then going on with it',
      { path: ['prelanding', 'gender'] },
      [{ type: 'ANSWER', value: 'female' }, { type: 'NEXT' }],
      [
        { type: 'stepAnswered', stepId: 'gender' },
        { type: 'stepShown', stepId: 'relationship' },
      ],
    ],
    ['going on without the answer a step needs: nothing', { path: ['prelanding', 'gender'] }, [{ type: 'NEXT' }], []],
    [
      'an optional question skipped',
      { path: WAY_TO_EMAIL.slice(0, 5) },
      [{ type: 'NEXT' }],
      [
        { type: 'stepSkipped', stepId: 'palm-photo' },
        { type: 'stepShown', stepId: 'birth-date' },
      ],
    ],
    ['going back: nothing', { path: ['prelanding', 'gender'] }, [{ type: 'BACK' }], []],
    [
      'an email given, then the consent answer',
      { path: WAY_TO_EMAIL },
      [
        { type: 'ANSWER', value: ' Vega@Example.com ' },
        { type: 'EMAIL_CONSENT', given: false },
      ],
      [
        { type: 'leadGiven', stepId: 'email', email: 'Vega@Example.com' },
        { type: 'leadGiven', stepId: 'email', email: 'Vega@Example.com', consent: false },
      ],
    ],
    [
      'a consent answer before any email: nothing',
      { path: WAY_TO_EMAIL },
      [{ type: 'EMAIL_CONSENT', given: true }],
      [],
    ],
    [
      'an upsell bought, once however often the screen says so',
      { path: [...WAY_TO_EMAIL, 'trial-choice', 'trial-payment', 'upsells'] },
      [
        { type: 'UPSELL_BOUGHT', productId: 'tarot_reading', orderId: 'ord_8', amount: 1499, currency: 'USD' },
        { type: 'UPSELL_BOUGHT', productId: 'tarot_reading', orderId: 'ord_8', amount: 1499, currency: 'USD' },
      ],
      [
        {
          type: 'offerTaken',
          stepId: 'upsells',
          productId: 'tarot_reading',
          orderId: 'ord_8',
          amount: 1499,
          currency: 'USD',
        },
      ],
    ],
    [
      'leaving by the last step’s button with nothing bought',
      { path: [...WAY_TO_EMAIL, 'trial-choice', 'trial-payment', 'upsells'] },
      [{ type: 'NEXT' }],
      [{ type: 'stepSkipped', stepId: 'upsells' }],
    ],
  ])('%s', (_, from, events, expected) => {
    expect(happeningsOf(from, events).said).toEqual(expected);
  });

  it('a payment made: paid with what it charged, the step left with it, the next one shown', async () => {
    const { said, actor } = happeningsOf(
      { path: [...WAY_TO_EMAIL, 'trial-choice'], answers: { email: 'a@b.co', plan: 'trial-1-week' } },
      [{ type: 'NEXT' }],
    );
    await waitFor(actor, (s) => s.value === 'upsells');
    expect(said).toEqual([
      { type: 'stepAnswered', stepId: 'trial-choice' },
      { type: 'stepShown', stepId: 'trial-payment' },
      { type: 'paid', stepId: 'trial-payment', ...paid },
      { type: 'stepAnswered', stepId: 'trial-payment' },
      { type: 'stepShown', stepId: 'upsells' },
    ]);
  });

  it('a timed step goes on by itself, saying so', () => {
    vi.useFakeTimers();
    try {
      const { said } = happeningsOf({ path: WAY_TO_EMAIL.slice(0, 7) }, []);
      vi.advanceTimersByTime(DEFAULT_LOADING_SECONDS * 1000 * 10);
      expect(said).toEqual([
        { type: 'stepAnswered', stepId: 'loading' },
        { type: 'stepShown', stepId: 'email' },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the visit’s own actors (palmistry)', () => {
  /** The flow with a keeper that writes down what it is told, and a currency decider that decides `decided`. */
  function hosted(decided?: 'EUR') {
    const kept: string[] = [];
    let deciders = 0;
    const machine = buildFlowMachine(fixtureFlow('palmistry'), {
      today: TODAY,
      visitActors: {
        keepVisit: fromCallback<KeepEvent>(({ receive }) =>
          receive((e) => kept.push(`${e.address} ${e.visit.path.join('>')} [${e.visit.trail.join('>')}]`)),
        ),
        decideCurrency: fromPromise<Currency | undefined>(async () => {
          deciders += 1;
          return decided;
        }),
      },
    });
    const actor = createActor(machine, { input: { locale: 'en' } }).start();
    return { actor, kept, deciders: () => deciders };
  }

  it('keeps nothing before the visit is the browser’s (its first RESTORE), then every change, the address following', () => {
    const { actor, kept } = hosted();
    actor.send({ type: 'NEXT' });
    expect(kept).toEqual([]);
    actor.send({ type: 'RESTORE', path: ['prelanding'], answers: {}, fresh: true });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'ANSWER', value: 'male' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    actor.send({ type: 'RESTORE', path: ['prelanding', 'gender', 'relationship'], answers: {} });
    expect(kept).toEqual([
      // Restored on the first step, the way gone before (to gender) still ahead.
      'replace prelanding [prelanding>gender]',
      'push prelanding>gender [prelanding>gender]',
      'stay prelanding>gender [prelanding>gender]',
      'push prelanding>gender>relationship [prelanding>gender>relationship]',
      // Back keeps the way gone, so forward can return along it.
      'replace prelanding>gender [prelanding>gender>relationship]',
      'replace prelanding>gender>relationship [prelanding>gender>relationship]',
    ]);
  });

  it('decides the currency once, when the visit has none, and keeps the first decision', async () => {
    const { actor, deciders } = hosted('EUR');
    actor.send({ type: 'RESTORE', path: ['prelanding'], answers: {} });
    actor.send({ type: 'RESTORE', path: ['prelanding'], answers: {} });
    await waitFor(actor, (s) => s.context.currency === 'EUR');
    expect(deciders()).toBe(1);
    const kept = hosted('EUR');
    kept.actor.send({ type: 'RESTORE', path: ['prelanding'], answers: {}, currency: 'GBP' });
    await new Promise((r) => setTimeout(r, 10));
    expect([kept.deciders(), kept.actor.getSnapshot().context.currency]).toEqual([0, 'GBP']);
  });
});
