'use client';

import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { checkoutCurrency } from '../../checkout/checkoutCurrency';
import { chosenPlan } from '../../checkout/chosenPlan';
import type { PaymentFormMachine } from '../../checkout/paymentFormMachine';
import { visitorBilling } from '../../checkout/visitorBilling';
import { visitorEmail } from '../../checkout/visitorEmail';
import { CheckoutForm } from '../checkout/CheckoutForm';
import { checkoutText } from '../checkout/checkoutText';
import { declineMessage } from '../declineMessage';
import type { StepScreenProps } from './stepScreenProps';

/**
 * The payment steps (trial payment, payment, and their discounted forms): the plan chosen on the way,
 * paid by card, wallet or PayPal, through the payment form the flow invoked on this step. The flow goes
 * on, and keeps the paid order for upsells, when the form is done. Loaded only on these steps, so the
 * provider's SDK weighs on no other.
 */
export default function PaymentStep({ step, funnel, locale, visit, payment }: StepScreenProps) {
  const planId = chosenPlan(visit.flow, visit, step.id);
  const email = visitorEmail(visit.flow, visit);
  const billing = visitorBilling(visit.flow, visit);
  const customer = useMemo(() => (email === undefined ? undefined : { email, ...billing }), [email, billing]);
  const product = useMemo(() => (planId === undefined ? undefined : { kind: 'plan' as const, planId }), [planId]);
  const paidAt = useMemo(() => ({ flowVersion: visit.flow.version, stepId: step.id }), [visit.flow.version, step.id]);
  // Validation puts a plan step and an email step on every way here; a visit that skipped them cannot pay.
  if (product === undefined || customer === undefined)
    return (
      <p role="alert" className="problem">
        {declineMessage('ours', locale)}
      </p>
    );
  // The form's code is still on its way (it loads after the first step): nothing to pay with yet.
  if (payment === undefined) return <p role="status">{checkoutText('preparing', locale)}</p>;
  // It could not be loaded (the connection dropped): a reload fetches it again, and the visit resumes here.
  if (payment === null)
    return (
      <div role="alert" className="problem">
        <p>{declineMessage('temporary', locale)}</p>
        <button type="button" className="cta" onClick={() => window.location.reload()}>
          {checkoutText('tryAgain', locale)}
        </button>
      </div>
    );
  const discount = step.content.discountPercent;
  return (
    <>
      {discount !== undefined && (
        <p className="discount">{checkoutText('discount', locale).replace('{percent}', String(discount))}</p>
      )}
      <CheckoutForm
        // A fresh form when the flow invokes a new one (the visitor left the step and came back).
        key={payment.id + payment.sessionId}
        actor={payment as ActorRefFrom<PaymentFormMachine>}
        funnel={funnel}
        scope={`${funnel.slug}:${step.id}`}
        product={product}
        currency={checkoutCurrency(funnel)}
        customer={customer}
        answers={visit.answers}
        payment={paidAt}
        locale={locale}
      />
    </>
  );
}
