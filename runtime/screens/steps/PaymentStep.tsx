'use client';

import Payment, { SdkLoader } from '@solidgate/react-sdk';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { checkoutApi, type PaymentIntent } from '../../checkout/checkoutApi';
import { chosenPlan } from '../../checkout/chosenPlan';
import { type OrderCheck, paymentFormMachine, paymentFormStateCode } from '../../checkout/paymentFormMachine';
import { visitorEmail } from '../../checkout/visitorEmail';
import { clientEnv } from '../../platform/env.client';
import { reportError } from '../../platform/monitoring/reportError';
import { declineMessage } from '../declineMessage';
import { uiText } from '../uiText';
import { useMachineActor } from '../useMachineActor';
import type { StepScreenProps } from './stepScreenProps';

/** The form machine, reading the order from the gateway after the provider says success. */
const machine = paymentFormMachine.provide({
  actors: {
    readOrder: fromPromise<OrderCheck, { orderId: string }>(({ input }) => checkoutApi.readOrder(input.orderId)),
  },
});

/**
 * One idempotency key per payment attempt, kept for the tab: a reload (during 3-D Secure, say) asks
 * for the same order again instead of making a second one; a retry after a decline takes a new key.
 */
function attemptKey(slug: string, stepId: string, attempt: number): string {
  const name = `funnel.payment:${slug}:${stepId}:${attempt}`;
  const kept = window.sessionStorage.getItem(name);
  if (kept) return kept;
  const key = crypto.randomUUID();
  window.sessionStorage.setItem(name, key);
  return key;
}

/**
 * The payment steps (trial payment, payment, and their discounted forms): the provider's card form,
 * Apple Pay, Google Pay and PayPal for the plan chosen on the way, driven by the payment form machine.
 * Declines are explained in the visitor's language with a way forward; the flow goes on only once the
 * gateway says the payment is active. Loaded only on these steps, so the provider's SDK weighs on no other.
 */
export default function PaymentStep({ step, funnel, locale, visit, onNext }: StepScreenProps) {
  const [snapshot, actor] = useMachineActor(machine, { mode: 'payment' });
  const [intent, setIntent] = useState<PaymentIntent>();
  const [sdkLoaded, setSdkLoaded] = useState(false);
  const [broken, setBroken] = useState(false);
  const attempt = useRef(0);
  const planId = chosenPlan(visit.flow, visit, step.id);
  const email = visitorEmail(visit.flow, visit);
  const currency = funnel.currencies?.[0] ?? 'USD';
  const idle = snapshot.matches('idle');

  useEffect(() => {
    // React's Payment component loads the SDK without a URL: the configured one is loaded first.
    SdkLoader.load(clientEnv.NEXT_PUBLIC_PAYMENT_SDK_URL).then(
      () => setSdkLoaded(true),
      (error: unknown) => {
        reportError(error, { step: step.id });
        setBroken(true);
      },
    );
  }, [step.id]);

  // Each attempt pays a new order: made when the form is idle and holds none.
  useEffect(() => {
    if (!idle || intent !== undefined || planId === undefined || email === undefined) return;
    checkoutApi
      .createOrder({
        idempotencyKey: attemptKey(funnel.slug, step.id, attempt.current),
        funnel: funnel.slug,
        funnelVersion: funnel.version,
        product: { kind: 'plan', planId },
        currency,
        customer: { email },
        answers: visit.answers,
      })
      .then(setIntent, (error: unknown) => {
        reportError(error, { step: step.id });
        setBroken(true);
      });
  }, [idle, intent, planId, email, funnel.slug, funnel.version, step.id, currency, visit.answers]);

  useEffect(() => {
    if (snapshot.status === 'done') onNext();
  }, [snapshot.status, onNext]);

  const retry = () => {
    attempt.current += 1;
    setIntent(undefined);
    actor.send({ type: 'RETRY' });
  };
  const { handling } = snapshot.context;
  const failed = snapshot.matches('failed');
  const mayRetry = failed && actor.getSnapshot().can({ type: 'RETRY' });

  if (broken || planId === undefined || email === undefined)
    return (
      <p role="alert" className="problem">
        {declineMessage('ours', locale)}
      </p>
    );
  return (
    <div className="payment" data-payment-state={paymentFormStateCode(snapshot.value)}>
      {failed && handling && (
        <div role="alert" className="problem" data-decline={snapshot.context.declineCode}>
          <p>{declineMessage(handling.category, locale)}</p>
          {mayRetry && (
            <button type="button" className="cta" onClick={retry}>
              {uiText('tryAgain', locale)}
            </button>
          )}
        </div>
      )}
      {snapshot.matches('success') && (
        <p role="status">
          {snapshot.matches({ success: 'unconfirmed' })
            ? uiText('stillConfirming', locale)
            : uiText('confirming', locale)}
          {snapshot.matches({ success: 'unconfirmed' }) && (
            <button type="button" className="link" onClick={() => actor.send({ type: 'CHECK_AGAIN' })}>
              {uiText('checkAgain', locale)}
            </button>
          )}
        </p>
      )}
      {intent && sdkLoaded && !failed && !snapshot.matches('success') && (
        <Payment
          key={intent.orderId}
          merchantData={{ merchant: intent.merchant, signature: intent.signature, paymentIntent: intent.paymentIntent }}
          applePayButtonParams={{ enabled: true }}
          googlePayButtonParams={{ enabled: true }}
          paypalButtonParams={{ enabled: true }}
          onMounted={(e) => actor.send({ type: 'MOUNTED', entity: e.entity === 'resign' ? 'resign' : 'form' })}
          onSubmit={(e) => actor.send({ type: 'SUBMIT', entity: e.entity === 'resign' ? 'resign' : 'form' })}
          onVerify={() => actor.send({ type: 'VERIFY' })}
          onFormRedirect={() => actor.send({ type: 'FORM_REDIRECT' })}
          onSuccess={(e) => actor.send({ type: 'SUCCESS', orderId: e.order.order_id ?? intent.orderId })}
          onFail={(e) => actor.send({ type: 'FAIL', code: e.code, orderId: e.order?.order_id })}
          onError={(e) => actor.send({ type: 'ERROR', code: e.details?.code })}
        />
      )}
    </div>
  );
}
