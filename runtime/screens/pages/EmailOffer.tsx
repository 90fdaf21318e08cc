'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { LINK_TOKEN_PARAM } from '../../../schemas/emailLinks/linkTokenParam';
import { say } from '../../../schemas/words';
import { emailLinksApi } from '../../checkout/emailLinksApi';
import { type EmailBuyer, emailPaymentForm } from '../../checkout/emailPaymentForm';
import { refusalOf } from '../../checkout/refusalOf';
import { CheckoutForm } from '../checkout/CheckoutForm';
import { EMAIL_PAGE_WORDS } from './emailPageWords';

type Link =
  | { kind: 'reading' }
  | { kind: 'none' }
  | { kind: 'good'; token: string; email: string }
  | { kind: 'bad'; expired: boolean };

/** The payment form of one purchase on the page, until the gateway says it is paid. */
function EmailCheckout(props: { page: string; buyer: EmailBuyer; locale: string; onPaid: () => void }) {
  const { page, buyer, locale, onPaid } = props;
  const logic = useMemo(() => emailPaymentForm({ page, currency: 'USD', locale, buyer }), [page, locale, buyer]);
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

/**
 * What a report page linked from email sells, on the page (docs/decisions/0021): opened from a marketing email, its
 * signed link (`?t=`) names who buys, and the payment follows as an upsell's does (in one click with the saved card
 * of an earlier paid order, else the card form); opened without one, or with a link that is bad (told so), the page
 * asks for the email first, then the card form.
 */
export function EmailOffer({ page, label, locale }: { page: string; label: string; locale: string }) {
  const [link, setLink] = useState<Link>({ kind: 'reading' });
  const [typed, setTyped] = useState('');
  const [buyer, setBuyer] = useState<EmailBuyer>();
  const [paidFor, setPaidFor] = useState<string>();

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

  const email = link.kind === 'good' ? link.email : typed.trim();
  const onPaid = useMemo(() => () => setPaidFor(email), [email]);

  if (paidFor !== undefined)
    return (
      <p role="status" className="offer-bought">
        {say(EMAIL_PAGE_WORDS, 'bought', locale, { email: paidFor })}
      </p>
    );
  if (link.kind === 'reading') return <p role="status">{say(EMAIL_PAGE_WORDS, 'checkingLink', locale)}</p>;
  if (buyer !== undefined)
    return (
      <div className="offer-checkout">
        <p>{say(EMAIL_PAGE_WORDS, 'buyingFor', locale, { email })}</p>
        <EmailCheckout page={page} buyer={buyer} locale={locale} onPaid={onPaid} />
      </div>
    );
  if (link.kind === 'good')
    return (
      <div className="offer">
        <p>{say(EMAIL_PAGE_WORDS, 'buyingFor', locale, { email: link.email })}</p>
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
      {link.kind === 'bad' && (
        <p role="alert" className="problem">
          {say(EMAIL_PAGE_WORDS, link.expired ? 'pageLinkExpired' : 'pageLinkInvalid', locale)}
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
      <p className="hint">{say(EMAIL_PAGE_WORDS, 'emailHint', locale)}</p>
      <button type="submit" className="cta">
        {label}
      </button>
    </form>
  );
}
