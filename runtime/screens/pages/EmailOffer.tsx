'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { browserVisitorCurrency } from '@/runtime/checkout/browserVisitorCurrency';
import { emailLinksApi } from '@/runtime/checkout/emailLinksApi';
import { type EmailBuyer, emailPaymentForm } from '@/runtime/checkout/emailPaymentForm';
import { formatMoney } from '@/runtime/checkout/formatMoney';
import { refusalOf } from '@/runtime/checkout/refusalOf';
import { CheckoutForm } from '@/runtime/screens/checkout/CheckoutForm';
import { PlanCharges } from '@/runtime/screens/checkout/PlanCharges';
import { useVisitAttribution } from '@/runtime/screens/tracking/useVisitAttribution';
import type { AttributionTags } from '@/schemas/attribution/attributionTags';
import { LINK_TOKEN_PARAM } from '@/schemas/emailLinks/linkTokenParam';
import type { Currency } from '@/schemas/enums/currencies';
import type { EmailOfferAnswer } from '@/schemas/gateway/emailOfferAnswer';
import { say } from '@/schemas/words';
import { EMAIL_OFFER_WORDS, EMAIL_PAGE_WORDS } from './emailPageWords';

type Link =
  | { kind: 'reading' }
  | { kind: 'none' }
  | { kind: 'good'; token: string; email: string }
  | { kind: 'bad'; expired: boolean };

/** What the page sells, in the visitor's currency, once the gateway said and the currency is decided. */
type Sale =
  | { kind: 'reading' }
  | { kind: 'failed' }
  | { kind: 'known'; offer: EmailOfferAnswer['offer']; currency: Currency };

/** The payment form of one purchase on the page, until the gateway says it is paid. */
function EmailCheckout(props: {
  page: string;
  buyer: EmailBuyer;
  currency: Currency;
  attribution: AttributionTags;
  locale: string;
  onPaid: () => void;
}) {
  const { page, buyer, currency, attribution, locale, onPaid } = props;
  const logic = useMemo(
    () => emailPaymentForm({ page, currency, locale, buyer, attribution }),
    [page, currency, locale, buyer, attribution],
  );
  // With a signed link, one click first: the gateway finds the email's saved card, or the card form follows.
  const actor = useActorRef(logic, {
    input: { stepId: page, visit: { path: [], answers: {}, outcomes: {}, locale }, oneClick: 'token' in buyer },
  });
  const paid = useSelector(actor, (s) => s.status === 'done');
  useEffect(() => {
    if (paid) onPaid();
  }, [paid, onPaid]);
  return <CheckoutForm actor={actor} locale={locale} />;
}

/** The price of what the page sells, in the visitor's currency: a report's, or a trial's today and after. */
function OfferPrice({
  offer,
  currency,
  locale,
}: {
  offer: EmailOfferAnswer['offer'];
  currency: Currency;
  locale: string;
}) {
  if (offer.kind === 'trial') return <PlanCharges plan={offer.plan} currency={currency} locale={locale} />;
  const price = offer.price[currency];
  return price === undefined ? null : <p className="plan-trial">{formatMoney(price, currency, locale)}</p>;
}

/**
 * What a page linked from email sells, on the page (docs/decisions/0021, 0039): a report, or the trial of a funnel.
 * The gateway says what it sells in which currencies (as the stored funnel prices it now) and the page picks the
 * visitor's, as funnel pages do (browserVisitorCurrency, docs/decisions/0020): the price shown and the order are in
 * it. Opened from a marketing email, its signed link (`?t=`) names who buys, and the payment follows as an upsell's
 * does (in one click with a card saved in that currency, else the card form); opened without one, or with a link that
 * is bad (told so), the page asks for the email first, then the card form. Every order carries the page's attribution
 * tags (the email's, PageAttribution).
 */
export function EmailOffer({ page, label, locale }: { page: string; label: string; locale: string }) {
  const [link, setLink] = useState<Link>({ kind: 'reading' });
  const [sale, setSale] = useState<Sale>({ kind: 'reading' });
  const [typed, setTyped] = useState('');
  const [buyer, setBuyer] = useState<EmailBuyer>();
  const [paidFor, setPaidFor] = useState<string>();
  const attribution = useVisitAttribution();

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get(LINK_TOKEN_PARAM);
    if (!token) {
      setLink({ kind: 'none' });
      return;
    }
    emailLinksApi.verifyEmailLink({ page, token }).then(
      ({ email }) => setLink({ kind: 'good', token, email }),
      (error: unknown) => setLink({ kind: 'bad', expired: refusalOf(error)?.code === 'link_expired' }),
    );
  }, [page]);

  useEffect(() => {
    let left = false;
    emailLinksApi
      .readEmailOffer(page)
      .then(async ({ currencies, offer }) => ({ offer, currency: await browserVisitorCurrency({ currencies }) }))
      .then(
        ({ offer, currency }) => !left && setSale({ kind: 'known', offer, currency }),
        () => !left && setSale({ kind: 'failed' }),
      );
    return () => {
      left = true;
    };
  }, [page]);

  const email = link.kind === 'good' ? link.email : typed.trim();
  const onPaid = useMemo(() => () => setPaidFor(email), [email]);

  if (sale.kind === 'failed')
    return (
      <p role="alert" className="problem">
        {say(EMAIL_PAGE_WORDS, 'offerUnavailable', locale)}
      </p>
    );
  if (link.kind === 'reading') return <p role="status">{say(EMAIL_PAGE_WORDS, 'checkingLink', locale)}</p>;
  if (sale.kind === 'reading') return null;
  const { offer, currency } = sale;
  const words = EMAIL_OFFER_WORDS[offer.kind];
  if (paidFor !== undefined)
    return (
      <p role="status" className="offer-bought">
        {say(EMAIL_PAGE_WORDS, words.bought, locale, { email: paidFor })}
      </p>
    );
  const price = <OfferPrice offer={offer} currency={currency} locale={locale} />;
  if (buyer !== undefined)
    return (
      <div className="offer-checkout">
        {price}
        <p>{say(EMAIL_PAGE_WORDS, words.buyingFor, locale, { email })}</p>
        <EmailCheckout
          page={page}
          buyer={buyer}
          currency={currency}
          attribution={attribution}
          locale={locale}
          onPaid={onPaid}
        />
      </div>
    );
  if (link.kind === 'good')
    return (
      <div className="offer">
        {price}
        <p>{say(EMAIL_PAGE_WORDS, words.buyingFor, locale, { email: link.email })}</p>
        <button type="button" className="cta" onClick={() => setBuyer({ token: link.token })}>
          {label}
        </button>
      </div>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== '') setBuyer({ email: typed.trim() });
  };
  return (
    <form className="offer" onSubmit={submit}>
      {price}
      {link.kind === 'bad' && (
        <p role="alert" className="problem">
          {say(EMAIL_PAGE_WORDS, link.expired ? words.linkExpired : words.linkInvalid, locale)}
        </p>
      )}
      <label className="field">
        <span>{say(EMAIL_PAGE_WORDS, 'emailLabel', locale)}</span>
        <input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      <p className="hint">{say(EMAIL_PAGE_WORDS, words.emailHint, locale)}</p>
      <button type="submit" className="cta">
        {label}
      </button>
    </form>
  );
}
