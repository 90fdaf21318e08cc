import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { type OrderCheck, type PaymentFormMachine, paymentFormMachine } from '../checkout/paymentFormMachine';
import { validateFlow } from '../definitions/validateDefinition';
import { buildFlowMachine, PAYMENT_ACTOR_ID } from '../flow/buildFlowMachine';

/** The composition FlowRunner makes: a funnel's flow invoking the real payment form machine on its payment step. */
function startAtPayment(readOrder: () => Promise<OrderCheck>) {
  const parsed = validateFlow(JSON.parse(readFileSync('fixtures/funnels/palmistry/flow.json', 'utf8')));
  if (!parsed.ok) throw new Error('invalid fixture');
  const paymentForm = paymentFormMachine.provide({ actors: { readOrder: fromPromise(readOrder) } });
  const flow = createActor(buildFlowMachine(parsed.value, { paymentForm }), { input: { locale: 'en' } }).start();
  flow.send({ type: 'RESTORE', path: ['prelanding', 'email', 'trial-choice', 'trial-payment'], answers: {} });
  const form = () => flow.getSnapshot().children[PAYMENT_ACTOR_ID] as ActorRefFrom<PaymentFormMachine> | undefined;
  return { flow, form };
}

describe('the payment form inside the flow', () => {
  it('goes on to the upsells once the provider says success and the gateway confirms, with the paid order', async () => {
    const { flow, form } = startAtPayment(async () => ({ active: true, transactionStatus: 'approved' }));
    form()?.send({ type: 'MOUNTED', entity: 'form' });
    form()?.send({ type: 'SUBMIT', entity: 'form' });
    form()?.send({ type: 'SUCCESS', orderId: 'ord_1' });
    await expect.poll(() => flow.getSnapshot().value).toBe('upsells');
    expect(flow.getSnapshot().context.paidOrderId).toBe('ord_1');
  });

  it('stays on the payment step after a decline, and after a success the gateway has not confirmed yet', async () => {
    const { flow, form } = startAtPayment(async () => ({
      active: false,
      transactionStatus: 'declined',
      declineCode: '2.06',
    }));
    form()?.send({ type: 'MOUNTED', entity: 'form' });
    form()?.send({ type: 'SUBMIT', entity: 'form' });
    form()?.send({ type: 'FAIL', code: '3.02', orderId: 'ord_2' });
    expect(form()?.getSnapshot().value).toBe('failed');
    form()?.send({ type: 'RETRY' });
    form()?.send({ type: 'MOUNTED', entity: 'form' });
    form()?.send({ type: 'SUBMIT', entity: 'form' });
    form()?.send({ type: 'SUCCESS', orderId: 'ord_3' });
    // The provider said success, but the gateway's order says declined: the visitor is not taken on.
    await expect.poll(() => form()?.getSnapshot().value).toBe('failed');
    expect(flow.getSnapshot().value).toBe('trial-payment');
    expect(flow.getSnapshot().context.paidOrderId).toBeUndefined();
  });
});
