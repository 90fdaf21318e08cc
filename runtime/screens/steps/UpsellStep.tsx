'use client';

import { type ComponentProps, useState } from 'react';
import { localize } from '../../../schemas/localize';
import { UPSELL_CATALOGUE, type UpsellProductId } from '../../../schemas/upsellCatalogue';
import { browserPaymentForm } from '../../checkout/browserPaymentForm';
import { formatMoney } from '../../checkout/formatMoney';
import { upsellCurrency } from '../../checkout/upsellCurrency';
import { visitorEmail } from '../../checkout/visitorEmail';
import { CheckoutForm } from '../checkout/CheckoutForm';
import { checkoutText } from '../checkout/checkoutText';
import { upsellName } from '../upsellNames';
import { useMachineActor } from '../useMachineActor';
import type { StepScreenProps } from './stepScreenProps';

/** One upsell's purchase: its own payment form, in one click when a saved card can pay (resign). */
function UpsellCheckout(props: Omit<ComponentProps<typeof CheckoutForm>, 'actor'>) {
  const [, actor] = useMachineActor(browserPaymentForm, { mode: props.previousOrderId ? 'resign' : 'payment' });
  return <CheckoutForm actor={actor} {...props} />;
}

/**
 * One-time offers after the payment (upsells, e-commerce upsell): each product with its price, bought in
 * one click with the card just used (the provider's resign), or with the card form when there is no
 * usable saved card. The visitor may buy several, or none, and go on.
 */
export default function UpsellStep({ step, funnel, locale, visit, onNext }: StepScreenProps) {
  const [buying, setBuying] = useState<UpsellProductId>();
  const [bought, setBought] = useState<UpsellProductId[]>([]);
  const currency = upsellCurrency(funnel);
  const email = visitorEmail(visit.flow, visit);
  const goesOn = step.next !== undefined || step.branches !== undefined;

  return (
    <div className="upsells">
      <ul className="options">
        {(step.content.upsells ?? []).map((id) => (
          <li key={id} className="upsell" data-upsell={id}>
            <span className="upsell-name">{upsellName(id, locale)}</span>{' '}
            <span className="upsell-price">{formatMoney(UPSELL_CATALOGUE[id].price[currency], currency, locale)}</span>
            {bought.includes(id) ? (
              <p role="status">{checkoutText('added', locale)}</p>
            ) : (
              buying === undefined &&
              email !== undefined && (
                <button
                  type="button"
                  className="cta"
                  aria-label={`${localize(step.content.cta, locale)}: ${upsellName(id, locale)}`}
                  onClick={() => setBuying(id)}
                >
                  {localize(step.content.cta, locale)}
                </button>
              )
            )}
            {buying === id && email !== undefined && (
              <UpsellCheckout
                funnel={funnel}
                scope={`${funnel.slug}:${step.id}:${id}`}
                product={{ kind: 'upsell', upsellId: id }}
                currency={currency}
                customer={{ email }}
                previousOrderId={visit.paidOrderId}
                locale={locale}
                onPaid={() => {
                  setBought((list) => [...list, id]);
                  setBuying(undefined);
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {goesOn && (
        <button type="button" className="link" onClick={onNext}>
          {checkoutText(bought.length > 0 ? 'continue' : 'noThanks', locale)}
        </button>
      )}
    </div>
  );
}
