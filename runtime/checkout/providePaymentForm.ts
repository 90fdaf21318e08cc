import { SdkLoader } from '@solidgate/client-sdk-loader';
import { fromPromise } from 'xstate';
import { clientEnv } from '@/runtime/platform/env.client';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import type { OrderStatusAnswer } from '@/schemas/gateway/orderStatusAnswer';
import { askOrderAgain } from './askOrderAgain';
import { attemptKeys } from './attemptKeys';
import { checkoutApi } from './checkoutApi';
import {
  type OrderAsk,
  type OrderMade,
  OrderRefused,
  type PaymentFormInput,
  paymentFormMachine,
} from './paymentFormMachine';
import { refusalOf } from './refusalOf';

/** How a page asks the gateway for an order: the scope of its attempts' keys, and the call with a key. */
export type OrderCall = {
  scope: string;
  make: (idempotencyKey: string) => Promise<OrderMade['intent']>;
};

/**
 * The payment form machine with the browser's I/O: the order asked of the gateway under the attempt's idempotency
 * key (kept in session storage, so a reload asks again with the same one; asked again with it at once when the
 * answer may have been lost, askOrderAgain), the provider's SDK script loaded from its configured URL, the order
 * read from the gateway after the provider says success, and what is ours to fix reported under the purchase's scope.
 */
export function providePaymentForm(
  orderCall: (ask: OrderAsk) => OrderCall | undefined,
  scopeOf: (purchase: PaymentFormInput) => string,
) {
  const keys = attemptKeys(window.sessionStorage);
  return paymentFormMachine.provide({
    actors: {
      createOrder: fromPromise<OrderMade, OrderAsk>(async ({ input }) => {
        const call = orderCall(input);
        if (call === undefined) throw new OrderRefused(undefined);
        const { key, kept } = keys.take(call.scope, input.attempt);
        try {
          return { intent: await askOrderAgain(() => call.make(key)), kept };
        } catch (error) {
          throw new OrderRefused(refusalOf(error) ?? { message: String(error) });
        }
      }),
      readOrder: fromPromise<OrderStatusAnswer, { orderId: string }>(({ input }) =>
        checkoutApi.readOrder(input.orderId),
      ),
      // React's components load the SDK without a URL: the configured one is loaded first. The loader is imported
      // from its own package (the one the React SDK re-exports), so the step actor loads none of the React SDK's
      // components, 47 KB evaluated in over 50 ms on a mid phone while the visitor reads the first step.
      loadSdk: fromPromise(async () => {
        await SdkLoader.load(clientEnv.NEXT_PUBLIC_PAYMENT_SDK_URL);
      }),
    },
    actions: {
      // Declines that are ours (configuration, duplicates, unknown codes) go to error monitoring
      // (docs/payment-provider.md#decline-categories).
      reportOurDecline: ({ context }) => {
        if (context.handling?.report)
          reportError(new Error(`payment declined with ${context.declineCode ?? 'no code'}`), {
            scope: scopeOf(context.purchase),
            orderId: context.orderId,
          });
      },
      reportUnavailable: ({ context }, error) => reportError(error, { scope: scopeOf(context.purchase) }),
    },
  });
}
