import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import type { OrderStatusAnswer } from '@/schemas/gateway/orderStatusAnswer';
import type { PaymentIntentAnswer } from '@/schemas/gateway/paymentIntentAnswer';
import type { StepVisit } from '@/schemas/stepVisit';
import {
  LOST_ANSWER_CHECKS,
  MAX_PAYMENT_ATTEMPTS,
  ORDER_REFETCH_DELAY_MS,
  ORDER_REFETCH_RETRIES,
  type OrderAsk,
  type OrderMade,
  OrderRefused,
  PAYMENT_ANSWER_TIMEOUT_MS,
  type PaymentFormInput,
  paymentFormMachine,
} from './paymentFormMachine';
import { PAYMENT_FORM_STATES, type PaymentFormState, paymentFormStateCode } from './paymentFormStates';
import { PAYMENT_FORM_TRANSITIONS } from './paymentFormTransitions';

type Snapshot = SnapshotFrom<typeof paymentFormMachine>;

/** An order's status answer, as the gateway gives it. */
const check = (
  transactionStatus: OrderStatusAnswer['transactionStatus'],
  more: Partial<OrderStatusAnswer> = {},
): OrderStatusAnswer => ({
  orderId: 'ord_1',
  status: 'new',
  transactionStatus,
  active: transactionStatus === 'approved',
  amount: 2999,
  currency: 'EUR',
  productId: 'quarter',
  ...more,
});
/** The gateway's answers the machine may get while confirming, sent as the invoked actor's done events. */
const ORDER_ANSWERS: Record<string, OrderStatusAnswer> = {
  ORDER_ACTIVE: check('approved'),
  ORDER_FAILED: check('declined', { declineCode: '3.02' }),
  ORDER_PENDING: check('processing'),
  ORDER_UNPAID: check(null),
};
const doneEvent = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const intent = (orderId: string): PaymentIntentAnswer => ({
  orderId,
  merchant: 'api_pk_test',
  paymentIntent: 'intent',
  signature: 'signature',
  amount: 2999,
  currency: 'USD',
});
const made = (kept: boolean): OrderMade => ({ intent: intent('ord_1'), kept });

const VISIT: StepVisit = { path: ['email', 'payment'], answers: {}, outcomes: {}, locale: 'en' };
const ON_PAYMENT_STEP: PaymentFormInput = { stepId: 'payment', visit: VISIT };
const ONE_CLICK_UPSELL: PaymentFormInput = {
  stepId: 'upsells',
  upsellId: 'tarot_reading',
  visit: { ...VISIT, paidOrderId: 'ord_0' },
};

/** The events a visitor and the SDK can cause, each labelled as the written table names it. */
const EVENTS: { label: string; event: AnyEventObject }[] = [
  // The order of the attempt, made new or kept from before a reload; or refused.
  { label: 'CREATED', event: doneEvent('createOrder', made(false)) },
  { label: 'CREATED', event: doneEvent('createOrder', made(true)) },
  { label: 'REFUSED', event: { type: 'xstate.error.actor.createOrder', error: new OrderRefused(undefined) } },
  {
    label: 'REFUSED',
    event: { type: 'xstate.error.actor.createOrder', error: new OrderRefused({ message: 'no card', code: '7.01' }) },
  },
  { label: 'SDK_FAILED', event: { type: 'xstate.error.actor.loadSdk', error: new Error('blocked') } },
  { label: 'SDK_LOADED', event: { type: 'xstate.done.actor.loadSdk' } },
  { label: 'MOUNTED', event: { type: 'MOUNTED', entity: 'form' } },
  { label: 'MOUNTED', event: { type: 'MOUNTED', entity: 'resign' } },
  { label: 'SUBMIT', event: { type: 'SUBMIT', entity: 'form' } },
  { label: 'VERIFY', event: { type: 'VERIFY' } },
  { label: 'FORM_REDIRECT', event: { type: 'FORM_REDIRECT' } },
  { label: 'SUCCESS', event: { type: 'SUCCESS', orderId: 'ord_1' } },
  { label: 'FAIL', event: { type: 'FAIL', code: '3.02', orderId: 'ord_1' } },
  { label: 'FAIL', event: { type: 'FAIL', code: '4.05', orderId: 'ord_1' } },
  { label: 'FAIL', event: { type: 'FAIL', code: '7.01', orderId: 'ord_1' } },
  { label: 'FAIL', event: { type: 'FAIL', code: '7.04', orderId: 'ord_1' } },
  { label: 'ERROR', event: { type: 'ERROR' } },
  { label: 'RETRY', event: { type: 'RETRY' } },
  { label: 'CHECK_AGAIN', event: { type: 'CHECK_AGAIN' } },
  ...Object.entries(ORDER_ANSWERS).map(([label, answer]) => ({ label, event: doneEvent('readOrder', answer) })),
  // A kept order read after a reload: waiting for the bank's check, paid, or not yet paid for.
  ...[check('3ds_verify', { verifyUrl: 'https://bank.example/3ds' }), check('approved'), check('created')].map(
    (answer) => ({ label: 'RESUME', event: doneEvent('readKeptOrder', answer) }),
  ),
  // The timer of a 3-D Secure check, which reads the order now and then.
  { label: 'REFETCH', event: { type: 'xstate.after.refetch.paymentForm.threeDomainSecure.waiting' } },
  // The timer of the reads after an SDK error while paying.
  { label: 'REFETCH', event: { type: 'xstate.after.refetch.paymentForm.inProcess.waiting' } },
  // The timer of a payment the provider never answers.
  { label: 'ANSWER_TIMEOUT', event: { type: 'xstate.after.answerTimeout.paymentForm.inProcess.answering' } },
];

/** A gateway and an SDK that never answer: the model sends their answers itself. */
const never = () => new Promise<never>(() => {});
const silentGateway = paymentFormMachine.provide({
  actors: {
    createOrder: fromPromise<OrderMade, OrderAsk>(never),
    readOrder: fromPromise<OrderStatusAnswer, { orderId: string }>(never),
    loadSdk: fromPromise<void>(never),
  },
});

const topState = (s: Snapshot) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as string;
const tableName = (s: Snapshot): PaymentFormState =>
  topState(s) === 'paid' ? 'success' : (topState(s) as PaymentFormState);

describe('payment form machine, explored', () => {
  // The graph explorer of xstate (createTestModel refuses machines that invoke; the adjacency map does not).
  const map = getAdjacencyMap(silentGateway, {
    input: ONE_CLICK_UPSELL,
    events: EVENTS.map((e) => e.event) as never,
    serializeState: (s) =>
      JSON.stringify([
        s.value,
        s.context.mode,
        s.context.attempts,
        s.context.handling?.category ?? null,
        // The reads after an SDK error are counted: the last one fails the payment.
        s.matches('inProcess') ? s.context.checks : null,
      ]),
  });
  const adjacency = Object.values(map) as unknown as {
    state: Snapshot;
    transitions: Record<string, { event: AnyEventObject; state: Snapshot }>;
  }[];

  it('reaches all 8 states, with their codes', () => {
    const codes = new Set(adjacency.map(({ state }) => paymentFormStateCode(state.value)));
    expect([...codes].sort()).toEqual(Object.values(PAYMENT_FORM_STATES).sort());
  });

  it('makes exactly the written transitions', () => {
    const made = new Set<string>();
    for (const { state, transitions } of adjacency)
      for (const { event, state: next } of Object.values(transitions)) {
        const label = EVENTS.find((e) => JSON.stringify(e.event) === JSON.stringify(event))?.label ?? event.type;
        if (JSON.stringify(next.value) === JSON.stringify(state.value) && next.context === state.context) continue;
        // Moves inside one state (its timers, its reads) are not transitions of the form, but for the written ones.
        if (topState(next) === topState(state) && label !== 'FAIL' && !label.startsWith('ORDER_')) continue;
        made.add(`${tableName(state)} ${label} ${tableName(next)}`);
      }
    const written = new Set(PAYMENT_FORM_TRANSITIONS.map((t) => `${t.from} ${t.on} ${t.to}`));
    expect([...made].sort()).toEqual([...written].sort());
  });
});

describe('payment form machine, step by step', () => {
  afterEach(() => vi.useRealTimers());

  /**
   * A form with a gateway that makes each order asked for (ord_1, ord_2, ...; kept when `kept` says so) and
   * answers status reads from a list, and an SDK that loads at once.
   */
  function start(
    input: PaymentFormInput = ON_PAYMENT_STEP,
    gateway: { answers?: OrderStatusAnswer[]; kept?: boolean; refuse?: (ask: OrderAsk) => Error | undefined } = {},
  ) {
    const answers = [...(gateway.answers ?? [])];
    const createOrder = vi.fn(async ({ input: ask }: { input: OrderAsk }) => {
      const refused = gateway.refuse?.(ask);
      if (refused) throw refused;
      return { intent: intent(`ord_${ask.attempt + 1}`), kept: gateway.kept ?? false };
    });
    const readOrder = vi.fn(async () => answers.shift() ?? check('processing'));
    const reported = vi.fn();
    const actor = createActor(
      paymentFormMachine.provide({
        actors: {
          createOrder: fromPromise<OrderMade, OrderAsk>(createOrder),
          readOrder: fromPromise(readOrder),
          loadSdk: fromPromise(async () => {}),
        },
        actions: { reportOurDecline: reported, reportUnavailable: reported },
      }),
      { input },
    ).start();
    const ready = () => vi.waitFor(() => expect(actor.getSnapshot().matches({ idle: 'ready' })).toBe(true));
    return { actor, createOrder, readOrder, reported, ready };
  }
  const code = (actor: { getSnapshot: () => Snapshot }) => paymentFormStateCode(actor.getSnapshot().value);

  it('makes the order of the attempt, then pays by card: mounted, submitted, success, done once active', async () => {
    const { actor, createOrder, readOrder, ready } = start(ON_PAYMENT_STEP, { answers: [check('approved')] });
    await ready();
    expect(createOrder).toHaveBeenCalledWith(
      expect.objectContaining({ input: { ...ON_PAYMENT_STEP, attempt: 0, oneClick: false } }),
    );
    expect(actor.getSnapshot().context).toMatchObject({ intent: intent('ord_1'), sdkLoaded: true });
    actor.send({ type: 'MOUNTED', entity: 'form' });
    expect(code(actor)).toBe(1);
    actor.send({ type: 'SUBMIT', entity: 'form' });
    expect(code(actor)).toBe(3);
    actor.send({ type: 'SUCCESS', orderId: 'ord_1' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(readOrder).toHaveBeenCalledWith(expect.objectContaining({ input: { orderId: 'ord_1' } }));
    // The flow goes on with the paid order (the machine's output).
    expect(actor.getSnapshot().output).toEqual({
      orderId: 'ord_1',
      amount: 2999,
      currency: 'EUR',
      productId: 'quarter',
    });
  });

  it('takes the order id from the order made when the SDK names none', async () => {
    const { actor, ready } = start(ON_PAYMENT_STEP, { answers: [check('approved')] });
    await ready();
    actor.send({ type: 'MOUNTED', entity: 'googlebtn' });
    actor.send({ type: 'SUBMIT', entity: 'googlebtn' });
    actor.send({ type: 'SUCCESS' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().output).toEqual({
        orderId: 'ord_1',
        amount: 2999,
        currency: 'EUR',
        productId: 'quarter',
      }),
    );
  });

  it('reads the order every 3 s, 5 more times at most, then waits for the visitor to ask again', async () => {
    const { actor, readOrder, ready } = start();
    await ready();
    vi.useFakeTimers();
    actor.send({ type: 'MOUNTED', entity: 'form' });
    actor.send({ type: 'SUBMIT', entity: 'form' });
    actor.send({ type: 'SUCCESS', orderId: 'ord_1' });
    await vi.advanceTimersByTimeAsync(ORDER_REFETCH_DELAY_MS * (ORDER_REFETCH_RETRIES + 2));
    expect(readOrder).toHaveBeenCalledTimes(1 + ORDER_REFETCH_RETRIES);
    expect(actor.getSnapshot().matches({ success: 'unconfirmed' })).toBe(true);
    await vi.advanceTimersByTimeAsync(ORDER_REFETCH_DELAY_MS * 3);
    expect(readOrder).toHaveBeenCalledTimes(1 + ORDER_REFETCH_RETRIES);
    actor.send({ type: 'CHECK_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(readOrder).toHaveBeenCalledTimes(2 + ORDER_REFETCH_RETRIES);
  });

  describe("an SDK error while paying (the provider's answer lost) is not taken for a decline at once", () => {
    it('the payment went through all the same: it is confirmed, never offered again', async () => {
      const { actor, readOrder, ready } = start(ON_PAYMENT_STEP, {
        answers: [check(null), check('approved'), check('approved')],
      });
      await ready();
      vi.useFakeTimers();
      actor.send({ type: 'MOUNTED', entity: 'form' });
      actor.send({ type: 'SUBMIT', entity: 'form' });
      actor.send({ type: 'ERROR' });
      expect(code(actor)).toBe(3);
      await vi.advanceTimersByTimeAsync(ORDER_REFETCH_DELAY_MS);
      expect(actor.getSnapshot().status).toBe('done');
      expect(readOrder).toHaveBeenCalledTimes(3);
      expect(actor.getSnapshot().output).toEqual({
        orderId: 'ord_1',
        amount: 2999,
        currency: 'EUR',
        productId: 'quarter',
      });
    });

    it('never reported after 3 more reads: a decline of the connection, worth another try', async () => {
      const { actor, readOrder, reported, ready } = start(ON_PAYMENT_STEP, {
        answers: Array.from({ length: LOST_ANSWER_CHECKS + 1 }, () => check(null)),
      });
      await ready();
      vi.useFakeTimers();
      actor.send({ type: 'MOUNTED', entity: 'form' });
      actor.send({ type: 'SUBMIT', entity: 'form' });
      actor.send({ type: 'ERROR' });
      await vi.advanceTimersByTimeAsync(ORDER_REFETCH_DELAY_MS * (LOST_ANSWER_CHECKS - 1));
      expect(code(actor)).toBe(3);
      await vi.advanceTimersByTimeAsync(ORDER_REFETCH_DELAY_MS);
      expect(code(actor)).toBe(5);
      expect(readOrder).toHaveBeenCalledTimes(1 + LOST_ANSWER_CHECKS);
      expect(actor.getSnapshot().context).toMatchObject({ declineCode: '6.02', handling: { retry: true } });
      expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
      expect(reported).toHaveBeenCalledTimes(1);
    });

    it('no answer at all in 30 s: the order is read the same way, and found paid', async () => {
      const { actor, readOrder, ready } = start(ON_PAYMENT_STEP, { answers: [check('processing'), check('approved')] });
      await ready();
      vi.useFakeTimers();
      actor.send({ type: 'MOUNTED', entity: 'form' });
      actor.send({ type: 'SUBMIT', entity: 'form' });
      await vi.advanceTimersByTimeAsync(PAYMENT_ANSWER_TIMEOUT_MS - 1);
      expect(readOrder).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await vi.advanceTimersByTimeAsync(ORDER_REFETCH_DELAY_MS);
      expect(actor.getSnapshot().status).toBe('done');
      expect(readOrder).toHaveBeenCalledTimes(2);
    });

    it('no answer and never reported: a retry is offered; should the answer come late, it is confirmed, not paid again', async () => {
      const { actor, createOrder, ready } = start(ON_PAYMENT_STEP, {
        answers: [...Array.from({ length: LOST_ANSWER_CHECKS + 1 }, () => check(null)), check('approved')],
      });
      await ready();
      vi.useFakeTimers();
      actor.send({ type: 'MOUNTED', entity: 'form' });
      actor.send({ type: 'SUBMIT', entity: 'form' });
      await vi.advanceTimersByTimeAsync(PAYMENT_ANSWER_TIMEOUT_MS + ORDER_REFETCH_DELAY_MS * LOST_ANSWER_CHECKS);
      expect(code(actor)).toBe(5);
      expect(actor.getSnapshot().context).toMatchObject({ declineCode: '6.02', handling: { retry: true } });
      actor.send({ type: 'SUCCESS', orderId: 'ord_1' });
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().status).toBe('done');
      expect(createOrder).toHaveBeenCalledTimes(1);
    });

    it('an error during 3-D Secure: the order is read too, and found paid', async () => {
      const { actor, ready } = start(ON_PAYMENT_STEP, { answers: [check('approved'), check('approved')] });
      await ready();
      actor.send({ type: 'MOUNTED', entity: 'form' });
      actor.send({ type: 'SUBMIT', entity: 'form' });
      actor.send({ type: 'FORM_REDIRECT' });
      expect(code(actor)).toBe(7);
      actor.send({ type: 'ERROR' });
      expect(code(actor)).toBe(3);
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    });

    it('declined, as the order says: its own code', async () => {
      const { actor, ready } = start(ON_PAYMENT_STEP, { answers: [check('declined', { declineCode: '3.02' })] });
      await ready();
      actor.send({ type: 'MOUNTED', entity: 'form' });
      actor.send({ type: 'SUBMIT', entity: 'form' });
      actor.send({ type: 'ERROR' });
      await vi.waitFor(() => expect(code(actor)).toBe(5));
      expect(actor.getSnapshot().context.declineCode).toBe('3.02');
    });
  });

  it('bounds retries: after 5 declined attempts, no more; each retry asks for a new order', async () => {
    const { actor, createOrder, ready } = start();
    for (let attempt = 1; attempt <= MAX_PAYMENT_ATTEMPTS; attempt++) {
      await ready();
      expect(actor.getSnapshot().context.orderId).toBe(`ord_${attempt}`);
      actor.send({ type: 'MOUNTED', entity: 'form' });
      actor.send({ type: 'SUBMIT', entity: 'form' });
      actor.send({ type: 'FAIL', code: '3.02' });
      expect(actor.getSnapshot().value).toBe('failed');
      actor.send({ type: 'RETRY' });
    }
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.attempts).toBe(MAX_PAYMENT_ATTEMPTS);
    expect(createOrder.mock.calls.map(([{ input }]) => input.attempt)).toEqual([0, 1, 2, 3, 4]);
  });

  it('never retries a risk decline', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'MOUNTED', entity: 'form' });
    actor.send({ type: 'SUBMIT', entity: 'form' });
    actor.send({ type: 'FAIL', code: '4.02' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.handling?.category).toBe('risk');
  });

  it("reports a decline of our own making, and not the visitor's", async () => {
    const { actor, reported, ready } = start();
    await ready();
    actor.send({ type: 'MOUNTED', entity: 'form' });
    actor.send({ type: 'SUBMIT', entity: 'form' });
    actor.send({ type: 'FAIL', code: '3.02' });
    actor.send({ type: 'RETRY' });
    await ready();
    actor.send({ type: 'MOUNTED', entity: 'form' });
    actor.send({ type: 'SUBMIT', entity: 'form' });
    actor.send({ type: 'FAIL', code: '5.06' });
    expect(reported).toHaveBeenCalledTimes(2);
    expect(reported.mock.calls.map(([{ context }]) => context.handling?.report)).toEqual([false, true]);
  });

  it.each(['5.02', '7.01'])('falls back from one-click to the card form, with a new order, on %s', async (declined) => {
    const { actor, createOrder, ready } = start(ONE_CLICK_UPSELL);
    await ready();
    actor.send({ type: 'MOUNTED', entity: 'resign' });
    expect(code(actor)).toBe(2);
    actor.send({ type: 'SUBMIT', entity: 'resign' });
    actor.send({ type: 'FAIL', code: declined });
    actor.send({ type: 'RETRY' });
    await ready();
    expect(actor.getSnapshot().context.mode).toBe('payment');
    expect(createOrder.mock.calls.map(([{ input }]) => [input.attempt, input.oneClick])).toEqual([
      [0, true],
      [1, false],
    ]);
  });

  it.each([
    ['a plan on a payment step', ON_PAYMENT_STEP, 'payment'],
    ['an upsell after a paid order', ONE_CLICK_UPSELL, 'resign'],
    ['an upsell with no paid order', { ...ONE_CLICK_UPSELL, visit: VISIT }, 'payment'],
    [
      'a report asked in one click (a signed email link), no paid order in the visit',
      { ...ONE_CLICK_UPSELL, visit: VISIT, oneClick: true },
      'resign',
    ],
    ['an upsell after a paid order, asked by card', { ...ONE_CLICK_UPSELL, oneClick: false }, 'payment'],
  ] as const)('starts %s in %s mode', async (_, input, mode) => {
    const { actor, createOrder, ready } = start(input);
    await ready();
    expect(actor.getSnapshot().context.mode).toBe(mode);
    expect(createOrder.mock.calls[0]?.[0].input.oneClick).toBe(mode === 'resign');
  });

  it('uses the card form when the gateway refuses one-click (no proof of the paid order, no usable card)', async () => {
    const { actor, createOrder, ready } = start(ONE_CLICK_UPSELL, {
      refuse: (ask) => (ask.oneClick ? new OrderRefused({ message: 'use the card form', code: '7.01' }) : undefined),
    });
    await ready();
    expect(actor.getSnapshot().context).toMatchObject({ mode: 'payment', orderId: 'ord_2' });
    expect(createOrder).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['the visit cannot pay (no plan or email)', new OrderRefused(undefined)],
    ['the gateway refuses the order', new OrderRefused({ message: 'No funnel', code: undefined })],
    ['one-click is refused for another reason', new OrderRefused({ message: 'bought', code: 'already_bought' })],
  ])('shows no form and reports when %s', async (_, refusal) => {
    const { actor, reported } = start(ONE_CLICK_UPSELL, { refuse: () => refusal });
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ idle: 'unavailable' })).toBe(true));
    expect(reported).toHaveBeenCalledWith(expect.anything(), refusal);
  });

  it("shows no form and reports when the provider's SDK cannot be loaded", async () => {
    const reported = vi.fn();
    const actor = createActor(
      paymentFormMachine.provide({
        actors: {
          createOrder: fromPromise(async () => made(false)),
          readOrder: fromPromise(async () => check(null)),
          loadSdk: fromPromise<void>(async () => {
            throw new Error('blocked');
          }),
        },
        actions: { reportUnavailable: reported },
      }),
      { input: ON_PAYMENT_STEP },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ idle: 'unavailable' })).toBe(true));
    expect(reported).toHaveBeenCalledWith(expect.anything(), new Error('blocked'));
  });

  it('waits through 7.04 (3-D Secure cascading to 2D) for the final answer', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'MOUNTED', entity: 'form' });
    actor.send({ type: 'SUBMIT', entity: 'form' });
    actor.send({ type: 'FORM_REDIRECT' });
    expect(code(actor)).toBe(7);
    actor.send({ type: 'FAIL', code: '7.04' });
    expect(code(actor)).toBe(3);
    actor.send({ type: 'SUCCESS', orderId: 'ord_1' });
    expect(code(actor)).toBe(6);
  });

  describe('after a reload, the order kept for the attempt', () => {
    it('waiting for the bank: the check is shown again where the provider keeps it, and read until decided', async () => {
      const verifyUrl = 'https://bank.example/3ds/ord_1';
      const { actor, readOrder } = start(ON_PAYMENT_STEP, {
        kept: true,
        answers: [check('3ds_verify', { verifyUrl }), check('approved'), check('approved')],
      });
      await vi.waitFor(() => expect(code(actor)).toBe(7));
      expect(actor.getSnapshot().context.verifyUrl).toBe(verifyUrl);
      await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'), { timeout: ORDER_REFETCH_DELAY_MS * 2 });
      expect(readOrder).toHaveBeenCalledTimes(3);
    });

    it('paid already: it is confirmed, never paid again', async () => {
      const { actor } = start(ON_PAYMENT_STEP, { kept: true, answers: [check('approved'), check('approved')] });
      await vi.waitFor(() =>
        expect(actor.getSnapshot().output).toEqual({
          orderId: 'ord_1',
          amount: 2999,
          currency: 'EUR',
          productId: 'quarter',
        }),
      );
    });

    it.each([null, 'created'] as const)('whose transaction is %s: not under way, paid as a new one', async (status) => {
      const { actor, ready } = start(ON_PAYMENT_STEP, { kept: true, answers: [check(status)] });
      await ready();
      expect(actor.getSnapshot().context.orderId).toBe('ord_1');
    });

    it('that cannot be read: the form is shown, and the gateway answers the same key with the same order', async () => {
      const { actor, readOrder, ready } = start(ON_PAYMENT_STEP, { kept: true });
      readOrder.mockRejectedValueOnce(new Error('offline'));
      await ready();
      expect(actor.getSnapshot().context.orderId).toBe('ord_1');
    });
  });

  it('an error of the SDK without a code counts as a connection error, worth another try', async () => {
    const { actor, ready } = start();
    await ready();
    actor.send({ type: 'MOUNTED', entity: 'googlebtn' });
    actor.send({ type: 'SUBMIT', entity: 'googlebtn' });
    actor.send({ type: 'ERROR' });
    expect(actor.getSnapshot().context).toMatchObject({ declineCode: '6.02', handling: { category: 'temporary' } });
  });
});
