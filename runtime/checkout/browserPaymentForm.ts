import { SdkLoader } from '@solidgate/react-sdk';
import { fromPromise } from 'xstate';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import type { OrderStatusAnswer } from '../../schemas/gateway/orderStatusAnswer';
import { clientEnv } from '../platform/env.client';
import { reportError } from '../platform/monitoring/reportError';
import { attemptKeys } from './attemptKeys';
import { checkoutApi } from './checkoutApi';
import { orderRequestOf, purchaseScope } from './orderRequestOf';
import { type OrderAsk, type OrderMade, OrderRefused, paymentFormMachine } from './paymentFormMachine';
import { refusalOf } from './refusalOf';

/**
 * The payment form machine in the browser, for one funnel and flow: orders are asked of the gateway with the
 * attempt's idempotency key kept in session storage, the provider's SDK script is loaded from its configured URL,
 * the order is read from the gateway after the provider says success, and what is ours to fix is reported.
 */
export function browserPaymentForm(funnel: Funnel, flow: Flow) {
  const keys = attemptKeys(window.sessionStorage);
  return paymentFormMachine.provide({
    actors: {
      createOrder: fromPromise<OrderMade, OrderAsk>(async ({ input }) => {
        const asked = orderRequestOf(funnel, flow, input);
        if (asked === undefined) throw new OrderRefused(undefined);
        const { key, kept } = keys.take(purchaseScope(funnel, input), input.attempt);
        try {
          const intent = asked.oneClick
            ? await checkoutApi.createResignOrder({ ...asked.request, idempotencyKey: key })
            : await checkoutApi.createOrder({ ...asked.request, idempotencyKey: key });
          return { intent, kept };
        } catch (error) {
          throw new OrderRefused(refusalOf(error) ?? { message: String(error) });
        }
      }),
      readOrder: fromPromise<OrderStatusAnswer, { orderId: string }>(({ input }) =>
        checkoutApi.readOrder(input.orderId),
      ),
      // React's components load the SDK without a URL: the configured one is loaded first.
      loadSdk: fromPromise(async () => {
        await SdkLoader.load(clientEnv.NEXT_PUBLIC_PAYMENT_SDK_URL);
      }),
    },
    actions: {
      // Declines that are ours (configuration, duplicates, unknown codes) go to error monitoring (PAYMENTS.md).
      reportOurDecline: ({ context }) => {
        if (context.handling?.report)
          reportError(new Error(`payment declined with ${context.declineCode ?? 'no code'}`), {
            scope: purchaseScope(funnel, context.purchase),
            orderId: context.orderId,
          });
      },
      reportUnavailable: ({ context }, error) => reportError(error, { scope: purchaseScope(funnel, context.purchase) }),
    },
  });
}
