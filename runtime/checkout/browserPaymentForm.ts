import { fromPromise } from 'xstate';
import { checkoutApi } from './checkoutApi';
import { type OrderCheck, paymentFormMachine } from './paymentFormMachine';

/** The payment form machine in the browser: after the provider says success, the order is read from the gateway. */
export const browserPaymentForm = paymentFormMachine.provide({
  actors: {
    readOrder: fromPromise<OrderCheck, { orderId: string }>(({ input }) => checkoutApi.readOrder(input.orderId)),
  },
});
