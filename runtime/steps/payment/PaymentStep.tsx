'use client';

import type { ActorRefFrom } from 'xstate';
import { chosenPlan } from '@/runtime/checkout/chosenPlan';
import type { PaymentFormMachine } from '@/runtime/checkout/paymentFormMachine';
import { visitCurrency } from '@/runtime/checkout/visitCurrency';
import { CheckoutForm } from '@/runtime/screens/checkout/CheckoutForm';
import { CHECKOUT_WORDS } from '@/runtime/screens/checkout/checkoutWords';
import { DECLINE_WORDS } from '@/runtime/screens/checkout/declineWords';
import { PlanCharges } from '@/runtime/screens/checkout/PlanCharges';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { say } from '@/schemas/words';

/**
 * The payment steps (trial payment, payment, and their discounted forms): the plan chosen on the way, with what it
 * charges today and at each renewal (its discount included), paid by card, wallet or PayPal, through the payment
 * form the flow invoked on this step (it makes the visit's order). The flow goes on, and keeps the paid order for
 * upsells, when the form is done. Loaded only on these steps, so the provider's SDK weighs on no other.
 */
export default function PaymentStep({ step, funnel, locale, stepActor, visit }: StepScreenProps) {
  // The form's code is still on its way (it loads after the first step): nothing to pay with yet.
  if (stepActor === undefined) return <p role="status">{say(CHECKOUT_WORDS, 'preparing', locale)}</p>;
  // It could not be loaded (the connection dropped): a reload fetches it again, and the visit resumes here.
  if (stepActor === null)
    return (
      <div role="alert" className="problem">
        <p>{say(DECLINE_WORDS, 'temporary', locale)}</p>
        <button type="button" className="cta" onClick={() => window.location.reload()}>
          {say(CHECKOUT_WORDS, 'tryAgain', locale)}
        </button>
      </div>
    );
  const percent = step.content.discountPercent;
  const planId = chosenPlan(visit.flow, visit, step.id);
  const plan = funnel.products?.plans?.find((p) => p.id === planId);
  return (
    <>
      {percent !== undefined && <p className="discount">{say(CHECKOUT_WORDS, 'discount', locale, { percent })}</p>}
      {plan && (
        <PlanCharges
          plan={plan}
          currency={visitCurrency(funnel, visit)}
          locale={locale}
          {...(percent !== undefined && {
            discount: { percent, renewals: step.content.discountRenewals === true },
          })}
        />
      )}
      <CheckoutForm
        // A fresh form when the flow invokes a new one (the visitor left the step and came back).
        key={stepActor.id + stepActor.sessionId}
        actor={stepActor as ActorRefFrom<PaymentFormMachine>}
        locale={locale}
      />
    </>
  );
}
