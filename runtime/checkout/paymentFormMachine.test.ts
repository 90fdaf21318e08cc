import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import {
  MAX_PAYMENT_ATTEMPTS,
  ORDER_REFETCH_DELAY_MS,
  ORDER_REFETCH_RETRIES,
  type OrderCheck,
  PAYMENT_FORM_STATES,
  type PaymentFormState,
  paymentFormMachine,
  paymentFormStateCode,
} from './paymentFormMachine';
import { PAYMENT_FORM_TRANSITIONS } from './paymentFormTransitions';

type Snapshot = SnapshotFrom<typeof paymentFormMachine>;

/** The gateway's answers the machine may get while confirming, sent as the invoked actor's done events. */
const ORDER_ANSWERS: Record<string, OrderCheck> = {
  ORDER_ACTIVE: { active: true, transactionStatus: 'approved' },
  ORDER_FAILED: { active: false, transactionStatus: 'declined', declineCode: '3.02' },
  ORDER_PENDING: { active: false, transactionStatus: 'processing' },
};
const doneEvent = (check: OrderCheck) => ({ type: 'xstate.done.actor.readOrder', output: check });

/** The events a visitor and the SDK can cause, each labelled as the written table names it. */
const EVENTS: { label: string; event: AnyEventObject }[] = [
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
  ...Object.entries(ORDER_ANSWERS).map(([label, check]) => ({ label, event: doneEvent(check) })),
  {
    label: 'RESUME',
    event: { type: 'RESUME', orderId: 'ord_1', check: { active: false, transactionStatus: '3ds_verify' } },
  },
  {
    label: 'RESUME',
    event: { type: 'RESUME', orderId: 'ord_1', check: { active: true, transactionStatus: 'approved' } },
  },
  // The timer of a 3-D Secure check, which reads the order now and then.
  { label: 'REFETCH', event: { type: 'xstate.after.refetch.paymentForm.threeDomainSecure.waiting' } },
];

/** A gateway that never answers: the model sends the answers itself. */
const silentGateway = paymentFormMachine.provide({
  actors: { readOrder: fromPromise<OrderCheck, { orderId: string }>(() => new Promise(() => {})) },
});

const topState = (s: Snapshot) => (typeof s.value === 'string' ? s.value : Object.keys(s.value)[0]) as string;
const tableName = (s: Snapshot): PaymentFormState =>
  topState(s) === 'paid' ? 'success' : (topState(s) as PaymentFormState);

describe('payment form machine, explored', () => {
  // The graph explorer of xstate (createTestModel refuses machines that invoke; the adjacency map does not).
  const map = getAdjacencyMap(silentGateway, {
    input: { mode: 'payment' },
    events: EVENTS.map((e) => e.event) as never,
    serializeState: (s) =>
      JSON.stringify([s.value, s.context.mode, s.context.attempts, s.context.handling?.category ?? null]),
  });
  const adjacency = Object.values(map) as unknown as {
    state: Snapshot;
    transitions: Record<string, { event: AnyEventObject; state: Snapshot }>;
  }[];

  it('reaches all 8 states, with their SPEC §4 codes', () => {
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

  function start(mode: 'payment' | 'resign', answers: OrderCheck[] = []) {
    const readOrder = vi.fn(async () => answers.shift() ?? { active: false, transactionStatus: 'processing' });
    const actor = createActor(paymentFormMachine.provide({ actors: { readOrder: fromPromise(readOrder) } }), {
      input: { mode },
    }).start();
    return { actor, readOrder };
  }

  it('pays by card: mounted, submitted, success, then done once the order is active', async () => {
    const { actor, readOrder } = start('payment', [{ active: true, transactionStatus: 'approved' }]);
    actor.send({ type: 'MOUNTED', entity: 'form' });
    expect(paymentFormStateCode(actor.getSnapshot().value)).toBe(1);
    actor.send({ type: 'SUBMIT', entity: 'form' });
    expect(paymentFormStateCode(actor.getSnapshot().value)).toBe(3);
    actor.send({ type: 'SUCCESS', orderId: 'ord_9' });
    await vi.waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    expect(readOrder).toHaveBeenCalledWith(expect.objectContaining({ input: { orderId: 'ord_9' } }));
    // The flow goes on with the paid order (the machine's output).
    expect(actor.getSnapshot().output).toEqual({ orderId: 'ord_9' });
  });

  it('reads the order every 3 s, 5 more times at most, then waits for the visitor to ask again', async () => {
    vi.useFakeTimers();
    const { actor, readOrder } = start('payment');
    actor.send({ type: 'MOUNTED', entity: 'form' });
    actor.send({ type: 'SUBMIT', entity: 'form' });
    actor.send({ type: 'SUCCESS', orderId: 'ord_9' });
    await vi.advanceTimersByTimeAsync(ORDER_REFETCH_DELAY_MS * (ORDER_REFETCH_RETRIES + 2));
    expect(readOrder).toHaveBeenCalledTimes(1 + ORDER_REFETCH_RETRIES);
    expect(actor.getSnapshot().matches({ success: 'unconfirmed' })).toBe(true);
    await vi.advanceTimersByTimeAsync(ORDER_REFETCH_DELAY_MS * 3);
    expect(readOrder).toHaveBeenCalledTimes(1 + ORDER_REFETCH_RETRIES);
    actor.send({ type: 'CHECK_AGAIN' });
    await vi.advanceTimersByTimeAsync(0);
    expect(readOrder).toHaveBeenCalledTimes(2 + ORDER_REFETCH_RETRIES);
  });

  it('bounds retries: after 5 declined attempts, no more', () => {
    const { actor } = start('payment');
    for (let attempt = 1; attempt <= MAX_PAYMENT_ATTEMPTS; attempt++) {
      actor.send({ type: 'MOUNTED', entity: 'form' });
      actor.send({ type: 'SUBMIT', entity: 'form' });
      actor.send({ type: 'FAIL', code: '3.02' });
      expect(actor.getSnapshot().value).toBe('failed');
      actor.send({ type: 'RETRY' });
    }
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.attempts).toBe(MAX_PAYMENT_ATTEMPTS);
  });

  it('never retries a risk decline', () => {
    const { actor } = start('payment');
    actor.send({ type: 'MOUNTED', entity: 'form' });
    actor.send({ type: 'SUBMIT', entity: 'form' });
    actor.send({ type: 'FAIL', code: '4.02' });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.handling?.category).toBe('risk');
  });

  it.each(['5.02', '7.01'])('falls back from one-click to the card form on %s', (code) => {
    const { actor } = start('resign');
    actor.send({ type: 'MOUNTED', entity: 'resign' });
    expect(paymentFormStateCode(actor.getSnapshot().value)).toBe(2);
    actor.send({ type: 'SUBMIT', entity: 'resign' });
    actor.send({ type: 'FAIL', code });
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.mode).toBe('payment');
  });

  it('waits through 7.04 (3-D Secure cascading to 2D) for the final answer', () => {
    const { actor } = start('payment');
    actor.send({ type: 'MOUNTED', entity: 'form' });
    actor.send({ type: 'SUBMIT', entity: 'form' });
    actor.send({ type: 'FORM_REDIRECT' });
    expect(paymentFormStateCode(actor.getSnapshot().value)).toBe(7);
    actor.send({ type: 'FAIL', code: '7.04' });
    expect(paymentFormStateCode(actor.getSnapshot().value)).toBe(3);
    actor.send({ type: 'SUCCESS', orderId: 'ord_2' });
    expect(paymentFormStateCode(actor.getSnapshot().value)).toBe(6);
  });

  it.each([null, 'created'])(
    'a kept order whose transaction is %s is not under way: the form is shown as for a new one',
    (status) => {
      const { actor } = start('payment');
      actor.send({ type: 'RESUME', orderId: 'ord_3', check: { active: true, transactionStatus: status } });
      expect(actor.getSnapshot().value).toBe('idle');
    },
  );

  it('an error of the SDK without a code counts as a connection error, worth another try', () => {
    const { actor } = start('payment');
    actor.send({ type: 'MOUNTED', entity: 'googlebtn' });
    actor.send({ type: 'SUBMIT', entity: 'googlebtn' });
    actor.send({ type: 'ERROR' });
    expect(actor.getSnapshot().context).toMatchObject({ declineCode: '6.02', handling: { category: 'temporary' } });
  });
});
