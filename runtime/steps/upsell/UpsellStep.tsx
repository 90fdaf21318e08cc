'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { browserPaymentForm } from '@/runtime/checkout/browserPaymentForm';
import { formatMoney } from '@/runtime/checkout/formatMoney';
import { visitCurrency } from '@/runtime/checkout/visitCurrency';
import { visitorEmail } from '@/runtime/checkout/visitorEmail';
import { boughtUpsells } from '@/runtime/flow/boughtUpsells';
import { CheckoutForm } from '@/runtime/screens/checkout/CheckoutForm';
import { CHECKOUT_WORDS } from '@/runtime/screens/checkout/checkoutWords';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { targetingConsentNow } from '@/runtime/tracking/consent/targetingConsent';
import type { Currency } from '@/schemas/enums/currencies';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { localize } from '@/schemas/localize';
import type { UpsellBought } from '@/schemas/stepOutcomes';
import type { StepVisit } from '@/schemas/stepVisit';
import { UPSELL_CATALOGUE, type UpsellProductId } from '@/schemas/upsellCatalogue';
import { UPSELL_NAMES } from '@/schemas/upsellNames';
import { say } from '@/schemas/words';

/**
 * One upsell's purchase: a payment form of its own (in one click when a saved card can pay), running while the
 * offer is open and stopped when it closes; `onPaid` once the gateway says the payment is active.
 */
function UpsellCheckout(props: {
  funnel: Funnel;
  flow: Flow;
  stepId: string;
  upsellId: UpsellProductId;
  visit: StepVisit;
  locale: string;
  onPaid: (done: Omit<UpsellBought, 'productId'>) => void;
}) {
  const { funnel, flow, stepId, upsellId, visit, locale, onPaid } = props;
  const logic = useMemo(() => browserPaymentForm(funnel, flow, targetingConsentNow), [funnel, flow]);
  const actor = useActorRef(logic, { input: { stepId, upsellId, visit } });
  const paid = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined));
  // Told once: the step records the purchase in the flow, which re-renders this offer before it closes.
  const told = useRef(false);
  useEffect(() => {
    if (paid === undefined || told.current) return;
    told.current = true;
    onPaid(paid);
  }, [paid, onPaid]);
  return <CheckoutForm actor={actor} locale={locale} />;
}

/**
 * One-time offers after the payment (upsells, e-commerce upsell): each product with its price, bought in
 * one click with the card just used (the provider's resign), or with the card form when there is no
 * usable saved card. The visitor may buy several, or none, and go on.
 */
export default function UpsellStep({ step, funnel, locale, visit, onNext, exitHref, onUpsellBought }: StepScreenProps) {
  const [buying, setBuying] = useState<UpsellProductId>();
  // Bought here, told to the flow once its offer's form has closed (the provider's form must not see the flow change).
  const [paid, setPaid] = useState<UpsellBought[]>([]);
  useEffect(() => {
    if (buying === undefined) for (const done of paid) onUpsellBought?.(done);
  }, [buying, paid, onUpsellBought]);
  // What was bought is the step's outcome in the flow: it survives a reload, and its events are sent from it.
  const bought = [...boughtUpsells(visit.outcomes, step.id), ...paid].map((b) => b.productId);
  const currency = visitCurrency(funnel, visit);
  const email = visitorEmail(visit.flow, visit);
  const goesOn = step.next !== undefined || step.branches !== undefined;
  const { flow, ...rest } = visit;

  return (
    <div className="upsells">
      <ul className="options">
        {(step.content.upsells ?? []).map((id) => (
          <li key={id} className="upsell" data-upsell={id}>
            <span className="upsell-name">{say(UPSELL_NAMES, id, locale)}</span>{' '}
            <UpsellPrice id={id} currency={currency} locale={locale} />
            {bought.includes(id) ? (
              <p role="status">{say(CHECKOUT_WORDS, 'added', locale)}</p>
            ) : (
              buying === undefined &&
              email !== undefined && (
                <button
                  type="button"
                  className="cta"
                  aria-label={`${localize(step.content.cta, locale)}: ${say(UPSELL_NAMES, id, locale)}`}
                  onClick={() => setBuying(id)}
                >
                  {localize(step.content.cta, locale)}
                </button>
              )
            )}
            {buying === id && (
              <UpsellCheckout
                funnel={funnel}
                flow={flow}
                stepId={step.id}
                upsellId={id}
                visit={{ ...rest, locale }}
                locale={locale}
                onPaid={(done) => {
                  setPaid((list) => [...list, { productId: id, ...done }]);
                  setBuying(undefined);
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {goesOn && (
        <button type="button" className="link" onClick={onNext}>
          {say(CHECKOUT_WORDS, bought.length > 0 ? 'continue' : 'noThanks', locale)}
        </button>
      )}
      {/* The last step of the flow: on to its target, once no offer's form is open. */}
      {!goesOn && exitHref !== undefined && buying === undefined && (
        <a className="link" href={exitHref} onClick={onNext}>
          {say(CHECKOUT_WORDS, bought.length > 0 ? 'continue' : 'noThanks', locale)}
        </a>
      )}
    </div>
  );
}

/** An upsell's catalogue price in the visit's currency (the definition check makes sure there is one). */
function UpsellPrice({ id, currency, locale }: { id: UpsellProductId; currency: Currency; locale: string }) {
  const prices: Partial<Record<Currency, number>> = UPSELL_CATALOGUE[id].price;
  const price = prices[currency];
  return price === undefined ? null : <span className="upsell-price">{formatMoney(price, currency, locale)}</span>;
}
