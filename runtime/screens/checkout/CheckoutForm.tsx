'use client';

import Payment, { Resign } from '@solidgate/react-sdk';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PaymentFormMachine } from '@/runtime/checkout/paymentFormMachine';
import { paymentFormStateCode } from '@/runtime/checkout/paymentFormStates';
import { say } from '@/schemas/words';
import { CHECKOUT_WORDS } from './checkoutWords';
import { DECLINE_WORDS } from './declineWords';

type Props = {
  /** The payment form machine's actor (runtime/checkout): the flow's on payment steps, the upsell's own. */
  actor: ActorRefFrom<PaymentFormMachine>;
  locale: string;
};

/**
 * The provider's payment form for one purchase, as the payment form machine says: the card form with Apple Pay,
 * Google Pay and PayPal, or one-click with the saved card; the bank's check resumed after a reload; declines
 * explained in the visitor's language with a way forward. It renders the machine's snapshot and sends it the
 * SDK's events and the visitor's; the machine makes the orders and decides.
 */
export function CheckoutForm({ actor, locale }: Props) {
  const snapshot = useSelector(actor, (s) => s);
  // Apple Pay, Google Pay and PayPal in places of their own, above the card form (the provider fills them).
  const applePay = useRef<HTMLDivElement>(null);
  const googlePay = useRef<HTMLDivElement>(null);
  const paypal = useRef<HTMLDivElement>(null);
  const { intent, handling, verifyUrl, sdkLoaded } = snapshot.context;

  if (snapshot.matches({ idle: 'unavailable' }))
    return (
      <p role="alert" className="problem">
        {say(DECLINE_WORDS, 'ours', locale)}
      </p>
    );
  const events = {
    onMounted: (e: { entity: string }) =>
      actor.send({ type: 'MOUNTED', entity: e.entity === 'resign' ? 'resign' : 'form' }),
    onSubmit: (e: { entity: string }) =>
      actor.send({ type: 'SUBMIT', entity: e.entity === 'resign' ? 'resign' : 'form' }),
    onVerify: () => actor.send({ type: 'VERIFY' }),
    onFormRedirect: () => actor.send({ type: 'FORM_REDIRECT' }),
    onSuccess: (e: { order?: { order_id?: string } }) => actor.send({ type: 'SUCCESS', orderId: e.order?.order_id }),
    onFail: (e: { code?: string; order?: { order_id?: string } }) =>
      actor.send({ type: 'FAIL', code: e.code, orderId: e.order?.order_id }),
    onError: (e: { details?: { code?: string } }) => actor.send({ type: 'ERROR', code: e.details?.code }),
  };
  const failed = snapshot.matches('failed');
  const unconfirmed = snapshot.matches({ success: 'unconfirmed' });
  // The provider's frames keep their place from the order being made until the provider answers; a resumed
  // payment's check, a decline and a success show none.
  const framed = !verifyUrl && !failed && !snapshot.matches('success');
  // Until the SDK says a frame is mounted, their places stand in the theme's colours at their final height.
  const loading = snapshot.matches('idle');
  const resign = intent !== undefined ? 'resignIntent' in intent : snapshot.context.mode === 'resign';
  // The form is mounted once its order is made and the SDK is loaded (a kept order is read first).
  const showForm =
    framed &&
    intent !== undefined &&
    sdkLoaded &&
    !snapshot.matches({ idle: 'ordering' }) &&
    !snapshot.matches({ idle: 'resuming' });
  return (
    <div
      className="payment"
      data-payment-state={paymentFormStateCode(snapshot.value)}
      data-order={intent?.orderId}
      aria-busy={loading || undefined}
    >
      {failed && handling && (
        <div role="alert" className="problem" data-decline={snapshot.context.declineCode}>
          <p>{say(DECLINE_WORDS, handling.category, locale)}</p>
          {snapshot.can({ type: 'RETRY' }) && (
            <button type="button" className="cta" onClick={() => actor.send({ type: 'RETRY' })}>
              {say(CHECKOUT_WORDS, 'tryAgain', locale)}
            </button>
          )}
        </div>
      )}
      {snapshot.matches('success') && (
        <p role="status">
          {say(CHECKOUT_WORDS, unconfirmed ? 'stillConfirming' : 'confirming', locale)}
          {unconfirmed && (
            <button type="button" className="link" onClick={() => actor.send({ type: 'CHECK_AGAIN' })}>
              {say(CHECKOUT_WORDS, 'checkAgain', locale)}
            </button>
          )}
        </p>
      )}
      {verifyUrl && snapshot.matches('threeDomainSecure') && (
        // The bank's check, resumed where the provider keeps it; the order is read until it is decided.
        <iframe className="challenge" title={say(CHECKOUT_WORDS, 'bankCheck', locale)} src={verifyUrl} />
      )}
      {framed && resign && (
        <div className="payment-frame resign-frame">
          {showForm && 'resignIntent' in intent && (
            <Resign
              key={intent.orderId}
              resignRequest={{
                merchant: intent.merchant,
                signature: intent.signature,
                resignIntent: intent.resignIntent,
              }}
              {...events}
            />
          )}
        </div>
      )}
      {framed && !resign && (
        <>
          <fieldset className="wallets">
            <legend className="visually-hidden">{say(CHECKOUT_WORDS, 'expressCheckout', locale)}</legend>
            <div ref={applePay} className="payment-frame wallet" data-wallet="apple-pay" />
            <div ref={googlePay} className="payment-frame wallet" data-wallet="google-pay" />
            <div ref={paypal} className="payment-frame wallet" data-wallet="paypal" />
          </fieldset>
          <p className="or">{say(CHECKOUT_WORDS, 'orCard', locale)}</p>
          <div className="payment-frame card-frame">
            {showForm && 'paymentIntent' in intent && (
              <Payment
                key={intent.orderId}
                merchantData={{
                  merchant: intent.merchant,
                  signature: intent.signature,
                  paymentIntent: intent.paymentIntent,
                }}
                applePayButtonParams={{ enabled: true }}
                googlePayButtonParams={{ enabled: true }}
                paypalButtonParams={{ enabled: true }}
                applePayContainerRef={applePay}
                googlePayContainerRef={googlePay}
                paypalContainerRef={paypal}
                {...events}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
