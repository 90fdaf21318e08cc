import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import type { OrderAsk, OrderMade, PaymentFormMachine } from '@/runtime/checkout/paymentFormMachine';
import { paymentFormMachine } from '@/runtime/checkout/paymentFormMachine';
import { buildFlowMachine, STEP_ACTOR_ID } from '@/runtime/flow/buildFlowMachine';
import type { OrderStatusAnswer } from '@/schemas/gateway/orderStatusAnswer';
import { fixtureFlow } from '@/testing/fixtureDefinitions';

/** The gateway's answer for an order whose provider status is given. */
const answer = (transactionStatus: OrderStatusAnswer['transactionStatus'], declineCode?: string) => ({
  orderId: 'ord',
  status: 'new' as const,
  transactionStatus,
  active: transactionStatus === 'approved',
  amount: 100,
  currency: 'USD' as const,
  productId: 'week-trial',
  ...(declineCode && { declineCode }),
});

/** The composition FlowRunner makes: a funnel's flow invoking the real payment form machine on its payment step. */
function startAtPayment(readOrder: () => Promise<OrderStatusAnswer>) {
  const asked: OrderAsk[] = [];
  const payment = paymentFormMachine.provide({
    actors: {
      createOrder: fromPromise<OrderMade, OrderAsk>(async ({ input }) => {
        asked.push(input);
        const orderId = `ord_${input.attempt + 1}`;
        return {
          intent: { orderId, merchant: 'm', paymentIntent: 'i', signature: 's', amount: 100, currency: 'USD' },
          kept: false,
        };
      }),
      readOrder: fromPromise(readOrder),
      loadSdk: fromPromise<void>(async () => {}),
    },
  });
  const flow = createActor(buildFlowMachine(fixtureFlow('palmistry'), { stepActors: { payment } }), {
    input: { locale: 'en' },
  }).start();
  flow.send({
    type: 'RESTORE',
    path: ['prelanding', 'email', 'trial-choice', 'trial-payment'],
    answers: { email: 'vega@example.com', plan: 'trial-1-week' },
  });
  const form = () => flow.getSnapshot().children[STEP_ACTOR_ID] as ActorRefFrom<PaymentFormMachine> | undefined;
  const ready = () => expect.poll(() => form()?.getSnapshot().matches({ idle: 'ready' })).toBe(true);
  return { flow, form, asked, ready };
}

describe('the payment form inside the flow', () => {
  it('asks for the order of the visit, then goes on to the upsells once paid and confirmed', async () => {
    const { flow, form, asked, ready } = startAtPayment(async () => answer('approved'));
    await ready();
    expect(asked).toEqual([
      {
        stepId: 'trial-payment',
        kind: 'trialPayment',
        visit: {
          path: ['prelanding', 'email', 'trial-choice', 'trial-payment'],
          answers: { email: 'vega@example.com', plan: 'trial-1-week' },
          outcomes: {},
          locale: 'en',
          paidOrderId: undefined,
          attribution: {},
        },
        attempt: 0,
        oneClick: false,
      },
    ]);
    form()?.send({ type: 'MOUNTED', entity: 'form' });
    form()?.send({ type: 'SUBMIT', entity: 'form' });
    form()?.send({ type: 'SUCCESS', orderId: 'ord_1' });
    await expect.poll(() => flow.getSnapshot().value).toBe('upsells');
    expect(flow.getSnapshot().context.paidOrderId).toBe('ord_1');
    // What was charged and bought is the payment step's outcome: its Purchase event reports it.
    expect(flow.getSnapshot().context.outcomes['trial-payment']).toEqual({
      orderId: 'ord_1',
      amount: 100,
      currency: 'USD',
      productId: 'week-trial',
    });
  });

  it('stays on the payment step after a decline, and after a success the gateway has not confirmed yet', async () => {
    const { flow, form, ready } = startAtPayment(async () => answer('declined', '2.06'));
    await ready();
    form()?.send({ type: 'MOUNTED', entity: 'form' });
    form()?.send({ type: 'SUBMIT', entity: 'form' });
    form()?.send({ type: 'FAIL', code: '3.02', orderId: 'ord_1' });
    expect(form()?.getSnapshot().value).toBe('failed');
    form()?.send({ type: 'RETRY' });
    await ready();
    form()?.send({ type: 'MOUNTED', entity: 'form' });
    form()?.send({ type: 'SUBMIT', entity: 'form' });
    form()?.send({ type: 'SUCCESS', orderId: 'ord_2' });
    // The provider said success, but the gateway's order says declined: the visitor is not taken on.
    await expect.poll(() => form()?.getSnapshot().value).toBe('failed');
    expect(flow.getSnapshot().value).toBe('trial-payment');
    expect(flow.getSnapshot().context.paidOrderId).toBeUndefined();
  });
});
