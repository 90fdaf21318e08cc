'use client';

import { useCallback, useMemo } from 'react';
import { checkoutCurrency } from '../../checkout/checkoutCurrency';
import { chosenPlan } from '../../checkout/chosenPlan';
import { paidOrderKey } from '../../checkout/paidOrderKey';
import { visitorEmail } from '../../checkout/visitorEmail';
import { CheckoutForm } from '../checkout/CheckoutForm';
import { checkoutText } from '../checkout/checkoutText';
import { declineMessage } from '../declineMessage';
import type { StepScreenProps } from './stepScreenProps';

/**
 * The payment steps (trial payment, payment, and their discounted forms): the plan chosen on the way,
 * paid by card, wallet or PayPal. The paid order is kept for the visit, so upsells can charge the same
 * card in one click. Loaded only on these steps, so the provider's SDK weighs on no other.
 */
export default function PaymentStep({ step, funnel, locale, visit, onNext }: StepScreenProps) {
  const planId = chosenPlan(visit.flow, visit, step.id);
  const email = visitorEmail(visit.flow, visit);
  const product = useMemo(() => (planId === undefined ? undefined : { kind: 'plan' as const, planId }), [planId]);
  const payment = useMemo(() => ({ flowVersion: visit.flow.version, stepId: step.id }), [visit.flow.version, step.id]);
  const onPaid = useCallback(
    (orderId: string) => {
      window.sessionStorage.setItem(paidOrderKey(funnel.slug), orderId);
      onNext();
    },
    [funnel.slug, onNext],
  );
  // Validation puts a plan step and an email step on every way here; a visit that skipped them cannot pay.
  if (product === undefined || email === undefined)
    return (
      <p role="alert" className="problem">
        {declineMessage('ours', locale)}
      </p>
    );
  const discount = step.content.discountPercent;
  return (
    <>
      {discount !== undefined && (
        <p className="discount">{checkoutText('discount', locale).replace('{percent}', String(discount))}</p>
      )}
      <CheckoutForm
        funnel={funnel}
        scope={`${funnel.slug}:${step.id}`}
        product={product}
        currency={checkoutCurrency(funnel)}
        email={email}
        answers={visit.answers}
        payment={payment}
        locale={locale}
        onPaid={onPaid}
      />
    </>
  );
}
