import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { checkoutApi } from './checkoutApi';
import { orderRequestOf, purchaseScope } from './orderRequestOf';
import type { PaymentFormInput } from './paymentFormMachine';
import { providePaymentForm } from './providePaymentForm';

/**
 * The payment form machine in the browser, for one funnel and flow (providePaymentForm): the order the visit asks
 * for (orderRequestOf), by card or in one click, its attempts' keys and reports named for the funnel's purchase. Each
 * attempt says whether the visitor's consent allows targeting at that moment (`targeting`, undefined while the consent
 * library has not spoken).
 */
export function browserPaymentForm(funnel: Funnel, flow: Flow, targeting: () => boolean | undefined) {
  const scope = (purchase: PaymentFormInput) => purchaseScope(funnel, purchase);
  return providePaymentForm((ask) => {
    const asked = orderRequestOf(funnel, flow, ask);
    if (asked === undefined) return undefined;
    return {
      scope: scope(ask),
      make: (idempotencyKey) => {
        const consent = { idempotencyKey, targeting: targeting() };
        return asked.oneClick
          ? checkoutApi.createResignOrder({ ...asked.request, ...consent })
          : checkoutApi.createOrder({ ...asked.request, ...consent });
      },
    };
  }, scope);
}
