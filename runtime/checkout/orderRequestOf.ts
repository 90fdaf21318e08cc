import { experimentOf } from '@/schemas/experiments/variantOf';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { CreateOrderRequest } from '@/schemas/gateway/createOrderRequest';
import type { ResignOrderRequest } from '@/schemas/gateway/resignOrderRequest';
import { chosenPlan } from './chosenPlan';
import type { OrderAsk } from './paymentFormMachine';
import { visitCurrency } from './visitCurrency';
import { visitorBilling } from './visitorBilling';
import { visitorEmail } from './visitorEmail';

/** An order to ask the gateway for, but its idempotency key: by card (the form) or in one click (resign). */
export type OrderRequestOf =
  | { oneClick: false; request: Omit<CreateOrderRequest, 'idempotencyKey'> }
  | { oneClick: true; request: Omit<ResignOrderRequest, 'idempotencyKey'> };

/** The name of a purchase's attempts (their idempotency keys): the funnel, the step, and the upsell. */
export function purchaseScope(funnel: Pick<Funnel, 'slug'>, ask: Pick<OrderAsk, 'stepId' | 'upsellId'>): string {
  return [funnel.slug, ask.stepId, ...(ask.upsellId === undefined ? [] : [ask.upsellId])].join(':');
}

/**
 * The order a payment form asks for, in the visit's currency: on a payment step, the plan the visit chose, for
 * the email and billing details given on the way, with the answers (the gateway walks the flow with them to prove
 * a discount) and the step paid on; for an upsell, the upsell, in one click with the card of the
 * order paid before when there is one; each with the visit's attribution tags. Undefined when the visit cannot
 * pay: no plan or no email on its way, which validation rules out for published flows.
 */
export function orderRequestOf(funnel: Funnel, flow: Flow, ask: OrderAsk): OrderRequestOf | undefined {
  const { visit } = ask;
  const email = visitorEmail(flow, visit);
  if (email === undefined) return undefined;
  // The visit's attribution tags go with every order: the gateway weighs them against its attribution cookie.
  const order = {
    funnel: funnel.slug,
    funnelVersion: funnel.version,
    // The visit's currency, the same for the plan and every upsell; the gateway prices it from the definition.
    currency: visitCurrency(funnel, visit),
    ...(visit.attribution && { attribution: visit.attribution }),
    // In an experiment, the variant the page shows (its condition): the gateway sells what that variant sells.
    variant: experimentOf(funnel)?.variantId,
    ...(visit.visitId !== undefined && { visitId: visit.visitId }),
  };
  if (ask.upsellId !== undefined) {
    if (ask.oneClick && visit.paidOrderId !== undefined)
      return {
        oneClick: true,
        request: {
          ...order,
          upsellId: ask.upsellId,
          previousOrderId: visit.paidOrderId,
          locale: visit.locale,
        },
      };
    return {
      oneClick: false,
      request: {
        ...order,
        product: { kind: 'upsell', upsellId: ask.upsellId },
        customer: { email },
        locale: visit.locale,
      },
    };
  }
  const planId = chosenPlan(flow, visit, ask.stepId);
  if (planId === undefined) return undefined;
  return {
    oneClick: false,
    request: {
      ...order,
      product: { kind: 'plan', planId },
      customer: { email, ...visitorBilling(flow, visit) },
      answers: visit.answers,
      locale: visit.locale,
      payment: { flowVersion: flow.version, stepId: ask.stepId },
    },
  };
}
