'use client';

import Payment, { Resign, SdkLoader } from '@solidgate/react-sdk';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Currency } from '../../../schemas/enums/currencies';
import type { Funnel } from '../../../schemas/funnelSchema';
import { checkoutApi, type OrderRequest, type PaymentIntent, type ResignIntent } from '../../checkout/checkoutApi';
import { declineHandling } from '../../checkout/declineCatalogue';
import { type PaymentFormMachine, paymentFormStateCode } from '../../checkout/paymentFormMachine';
import { clientEnv } from '../../platform/env.client';
import { HttpError } from '../../platform/http/httpError';
import { reportError } from '../../platform/monitoring/reportError';
import { declineMessage } from '../declineMessage';
import { useActorSnapshot } from '../useActorSnapshot';
import { checkoutText } from './checkoutText';

/**
 * One idempotency key per payment attempt, kept for the tab: a reload (during 3-D Secure, say) asks
 * for the same order again instead of making a second one; a retry after a decline takes a new key.
 */
function attemptKey(scope: string, attempt: number): { key: string; kept: boolean } {
  const name = `funnel.payment:${scope}:${attempt}`;
  const kept = window.sessionStorage.getItem(name);
  if (kept) return { key: kept, kept: true };
  const key = crypto.randomUUID();
  window.sessionStorage.setItem(name, key);
  return { key, kept: false };
}

/** The gateway refused one-click with a code whose way forward is the card form (the decline catalogue's rule). */
const isSavedCardRefused = (error: unknown) => {
  const code = error instanceof HttpError ? (error.originalError as { code?: unknown } | null)?.code : undefined;
  return typeof code === 'string' && declineHandling(code).fallBackToCardForm;
};

type Props = {
  /** The payment form machine's actor (runtime/checkout): the flow's on payment steps, the upsell's own. */
  actor: ActorRefFrom<PaymentFormMachine>;
  funnel: Funnel;
  /** Names the attempts of this purchase (the step, and the upsell). */
  scope: string;
  product: OrderRequest['product'];
  currency: Currency;
  customer: OrderRequest['customer'];
  answers?: Record<string, unknown>;
  /** The payment step paid on (its discount applies). */
  payment?: OrderRequest['payment'];
  /** An order paid by card before: the saved card pays in one click (resign); without it, the card form. */
  previousOrderId?: string;
  locale: string;
  /** Told once the gateway says the payment is active (the machine is done). */
  onPaid?: (orderId: string) => void;
};

/**
 * The provider's payment form for one purchase, driven by the payment form machine: the card form with
 * Apple Pay, Google Pay and PayPal, or one-click with the saved card (falling back to the card form
 * when the card cannot pay again, 5.02 or 7.01). Declines are explained in the visitor's language with a
 * way forward; `onPaid` is called only once the gateway says the payment is active.
 */
export function CheckoutForm({
  actor,
  funnel,
  scope,
  product,
  currency,
  customer,
  answers,
  payment,
  previousOrderId,
  locale,
  onPaid,
}: Props) {
  const snapshot = useActorSnapshot(actor);
  const [intent, setIntent] = useState<PaymentIntent | ResignIntent>();
  // A kept order (after a reload) is read before any form is shown: its payment may be under way already.
  const [resuming, setResuming] = useState(false);
  const [sdkLoaded, setSdkLoaded] = useState(false);
  const [broken, setBroken] = useState(false);
  const [cardOnly, setCardOnly] = useState(previousOrderId === undefined);
  // Apple Pay, Google Pay and PayPal in places of their own, above the card form (the provider fills them).
  const applePay = useRef<HTMLDivElement>(null);
  const googlePay = useRef<HTMLDivElement>(null);
  const paypal = useRef<HTMLDivElement>(null);
  const attempt = useRef(0);
  const requested = useRef<number>(undefined);
  const idle = snapshot.matches('idle');
  const oneClick = snapshot.context.mode === 'resign' && !cardOnly;

  useEffect(() => {
    // React's components load the SDK without a URL: the configured one is loaded first.
    SdkLoader.load(clientEnv.NEXT_PUBLIC_PAYMENT_SDK_URL).then(
      () => setSdkLoaded(true),
      (error: unknown) => {
        reportError(error, { scope });
        setBroken(true);
      },
    );
  }, [scope]);

  // Each attempt pays a new order: made when the form is idle and holds none.
  useEffect(() => {
    // One request per attempt, however often the form renders meanwhile.
    if (!idle || intent !== undefined || requested.current === attempt.current) return;
    requested.current = attempt.current;
    const { key, kept } = attemptKey(scope, attempt.current);
    const order = {
      idempotencyKey: key,
      funnel: funnel.slug,
      funnelVersion: funnel.version,
      currency,
    };
    const made =
      oneClick && previousOrderId && product.kind === 'upsell'
        ? checkoutApi.createResignOrder({ ...order, upsellId: product.upsellId, previousOrderId })
        : checkoutApi.createOrder({ ...order, product, customer, answers, locale, payment });
    made.then(
      async (placed: PaymentIntent | ResignIntent) => {
        if (kept) {
          setResuming(true);
          const check = await checkoutApi.readOrder(placed.orderId).catch(() => undefined);
          if (check) actor.send({ type: 'RESUME', orderId: placed.orderId, check });
          setResuming(false);
        }
        setIntent(placed);
      },
      (error: unknown) => {
        if (oneClick && isSavedCardRefused(error)) {
          attempt.current += 1;
          setCardOnly(true);
          return;
        }
        reportError(error, { scope });
        setBroken(true);
      },
    );
  }, [
    idle,
    intent,
    oneClick,
    previousOrderId,
    product,
    scope,
    funnel.slug,
    funnel.version,
    currency,
    customer,
    answers,
    locale,
    payment,
    actor,
  ]);

  useEffect(() => {
    if (snapshot.status === 'done' && snapshot.context.orderId) onPaid?.(snapshot.context.orderId);
  }, [snapshot.status, snapshot.context.orderId, onPaid]);

  // Declines that are ours (configuration, duplicates, unknown codes) go to error monitoring (PAYMENTS.md).
  const { declineCode, orderId } = snapshot.context;
  const reportable = snapshot.matches('failed') && snapshot.context.handling?.report === true;
  useEffect(() => {
    if (reportable) reportError(new Error(`payment declined with ${declineCode ?? 'no code'}`), { scope, orderId });
  }, [reportable, declineCode, orderId, scope]);

  const retry = () => {
    attempt.current += 1;
    setIntent(undefined);
    if (snapshot.context.handling?.fallBackToCardForm) setCardOnly(true);
    actor.send({ type: 'RETRY' });
  };
  const { handling } = snapshot.context;
  const failed = snapshot.matches('failed');
  const unconfirmed = snapshot.matches({ success: 'unconfirmed' });

  if (broken)
    return (
      <p role="alert" className="problem">
        {declineMessage('ours', locale)}
      </p>
    );
  const events = {
    onMounted: (e: { entity: string }) =>
      actor.send({ type: 'MOUNTED', entity: e.entity === 'resign' ? 'resign' : 'form' }),
    onSubmit: (e: { entity: string }) =>
      actor.send({ type: 'SUBMIT', entity: e.entity === 'resign' ? 'resign' : 'form' }),
    onVerify: () => actor.send({ type: 'VERIFY' }),
    onFormRedirect: () => actor.send({ type: 'FORM_REDIRECT' }),
    onSuccess: (e: { order?: { order_id?: string } }) =>
      actor.send({ type: 'SUCCESS', orderId: e.order?.order_id ?? intent?.orderId ?? '' }),
    onFail: (e: { code?: string; order?: { order_id?: string } }) =>
      actor.send({ type: 'FAIL', code: e.code, orderId: e.order?.order_id }),
    onError: (e: { details?: { code?: string } }) => actor.send({ type: 'ERROR', code: e.details?.code }),
  };
  const { verifyUrl } = snapshot.context;
  const showForm =
    intent !== undefined && sdkLoaded && !resuming && !failed && !snapshot.matches('success') && !verifyUrl;
  return (
    <div className="payment" data-payment-state={paymentFormStateCode(snapshot.value)} data-order={intent?.orderId}>
      {failed && handling && (
        <div role="alert" className="problem" data-decline={snapshot.context.declineCode}>
          <p>{declineMessage(handling.category, locale)}</p>
          {actor.getSnapshot().can({ type: 'RETRY' }) && (
            <button type="button" className="cta" onClick={retry}>
              {checkoutText('tryAgain', locale)}
            </button>
          )}
        </div>
      )}
      {snapshot.matches('success') && (
        <p role="status">
          {checkoutText(unconfirmed ? 'stillConfirming' : 'confirming', locale)}
          {unconfirmed && (
            <button type="button" className="link" onClick={() => actor.send({ type: 'CHECK_AGAIN' })}>
              {checkoutText('checkAgain', locale)}
            </button>
          )}
        </p>
      )}
      {verifyUrl && snapshot.matches('threeDomainSecure') && (
        // The bank's check, resumed where the provider keeps it; the order is read until it is decided.
        <iframe className="challenge" title={checkoutText('bankCheck', locale)} src={verifyUrl} />
      )}
      {showForm && 'resignIntent' in intent && (
        <Resign
          key={intent.orderId}
          resignRequest={{ merchant: intent.merchant, signature: intent.signature, resignIntent: intent.resignIntent }}
          {...events}
        />
      )}
      {showForm && 'paymentIntent' in intent && (
        <>
          <fieldset className="wallets">
            <legend className="visually-hidden">{checkoutText('expressCheckout', locale)}</legend>
            <div ref={applePay} className="wallet" />
            <div ref={googlePay} className="wallet" />
            <div ref={paypal} className="wallet" />
          </fieldset>
          <p className="or">{checkoutText('orCard', locale)}</p>
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
        </>
      )}
    </div>
  );
}
