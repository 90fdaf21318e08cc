import { SdkLoader } from '@solidgate/react-sdk';
import { fromPromise } from 'xstate';
import type { Currency } from '../../schemas/enums/currencies';
import type { OrderStatusAnswer } from '../../schemas/gateway/orderStatusAnswer';
import { clientEnv } from '../platform/env.client';
import { reportError } from '../platform/monitoring/reportError';
import { attemptKeys } from './attemptKeys';
import { checkoutApi } from './checkoutApi';
import { emailLinksApi } from './emailLinksApi';
import { type OrderAsk, type OrderMade, OrderRefused, paymentFormMachine } from './paymentFormMachine';
import { refusalOf } from './refusalOf';

/** Who buys on a report page linked from email: the email its signed link names, or the one the visitor typed. */
export type EmailBuyer = { token: string } | { email: string };

/** The report a page linked from email sells, and who buys it. */
export type EmailPurchase = { page: string; currency: Currency; locale: string; buyer: EmailBuyer };

/**
 * The payment form machine on a report page linked from email (docs/decisions/0021): with a signed link it starts in
 * one click (the gateway charges the link's email's saved card, or answers 7.01 and the machine shows the card
 * form); without one, the card form for the email typed. Keys per attempt as on funnel pages, the SDK from its
 * configured URL, the order read from the gateway after the provider's success.
 */
export function emailPaymentForm(purchase: EmailPurchase) {
  const keys = attemptKeys(window.sessionStorage);
  const { page, currency, locale, buyer } = purchase;
  const scope = `email:${page}:${'token' in buyer ? 'link' : buyer.email}`;
  return paymentFormMachine.provide({
    actors: {
      createOrder: fromPromise<OrderMade, OrderAsk>(async ({ input }) => {
        const { key, kept } = keys.take(scope, input.attempt);
        try {
          const intent =
            input.oneClick && 'token' in buyer
              ? await emailLinksApi.createEmailResignOrder({ idempotencyKey: key, page, token: buyer.token, currency })
              : await emailLinksApi.createEmailOrder({ idempotencyKey: key, page, currency, locale, ...buyer });
          return { intent, kept };
        } catch (error) {
          throw new OrderRefused(refusalOf(error) ?? { message: String(error) });
        }
      }),
      readOrder: fromPromise<OrderStatusAnswer, { orderId: string }>(({ input }) =>
        checkoutApi.readOrder(input.orderId),
      ),
      loadSdk: fromPromise(async () => {
        await SdkLoader.load(clientEnv.NEXT_PUBLIC_PAYMENT_SDK_URL);
      }),
    },
    actions: {
      reportOurDecline: ({ context }) => {
        if (context.handling?.report)
          reportError(new Error(`payment declined with ${context.declineCode ?? 'no code'}`), {
            scope,
            orderId: context.orderId,
          });
      },
      reportUnavailable: (_, error) => reportError(error, { scope }),
    },
  });
}
