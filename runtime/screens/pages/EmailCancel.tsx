'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo } from 'react';
import { browserCancelLink } from '@/runtime/checkout/browserCancelLink';
import type { CancelLinkProblem } from '@/runtime/checkout/cancelLinkMachine';
import { CHECKOUT_WORDS } from '@/runtime/screens/checkout/checkoutWords';
import { rateLimitMessage } from '@/runtime/screens/rateLimitMessage';
import { LINK_TOKEN_PARAM } from '@/schemas/emailLinks/linkTokenParam';
import { say } from '@/schemas/words';
import { EMAIL_PAGE_WORDS } from './emailPageWords';

/** A problem of the page in the visitor's words. */
function problemMessage(problem: CancelLinkProblem, locale: string): string {
  if (problem.kind === 'rateLimited') return rateLimitMessage(problem.retryAfterSeconds, locale);
  if (problem.kind === 'ours') return say(EMAIL_PAGE_WORDS, 'failed', locale);
  const words = { missing: 'cancelLinkMissing', expired: 'cancelLinkExpired', invalid: 'cancelLinkInvalid' } as const;
  return say(EMAIL_PAGE_WORDS, words[problem.kind], locale);
}

/**
 * The page a cancel mail's link opens (docs/decisions/0037): the link proves the email, the subscriptions still
 * running are shown with when they renew, and one press cancels one, as its funnel says (at the period's end, or at
 * once). Opening the page cancels nothing. A link that is missing, expired or not ours says so, and the page's own
 * button (`ask`) leads to the cancel page, to ask for a new code.
 */
export function EmailCancel({ locale, ask }: { locale: string; ask: ReactNode }) {
  const logic = useMemo(() => browserCancelLink(), []);
  const actor = useActorRef(logic);
  useEffect(() => {
    actor.send({ type: 'OPENED', link: new URLSearchParams(window.location.search).get(LINK_TOKEN_PARAM) });
  }, [actor]);
  const state = useSelector(actor, (s) => s.value);
  const { subscriptions, cancelled, problem } = useSelector(actor, (s) => s.context);
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

  if (state === 'opening' || state === 'checking')
    return <p role="status">{say(EMAIL_PAGE_WORDS, 'checkingLink', locale)}</p>;
  if (state === 'refused')
    return (
      <>
        <p role="alert" className="problem">
          {problem && problemMessage(problem, locale)}
        </p>
        {ask}
      </>
    );
  if (state === 'nothingToCancel') return <p role="status">{say(EMAIL_PAGE_WORDS, 'nothingToCancel', locale)}</p>;
  if (cancelled !== undefined)
    return (
      <p role="status">
        {cancelled.accessUntil === null
          ? say(EMAIL_PAGE_WORDS, 'cancelled', locale)
          : say(CHECKOUT_WORDS, cancelled.mode === 'immediately' ? 'accessEnded' : 'accessUntil', locale, {
              date: date(cancelled.accessUntil),
            })}
      </p>
    );
  const busy = state !== 'ready';
  return (
    <div aria-busy={busy}>
      {subscriptions
        .filter((s) => s.status !== 'cancelled')
        .map((s) => (
          <div key={s.id} className="subscription">
            {s.nextChargeAt !== null && (
              <p>{say(EMAIL_PAGE_WORDS, 'renewsOn', locale, { date: date(s.nextChargeAt) })}</p>
            )}
            <button
              type="button"
              className="cta"
              disabled={busy}
              onClick={() => actor.send({ type: 'CANCEL', subscriptionId: s.id })}
            >
              {say(EMAIL_PAGE_WORDS, 'cancelButton', locale)}
            </button>
          </div>
        ))}
      {problem && (
        <p role="alert" className="problem">
          {problemMessage(problem, locale)}
        </p>
      )}
    </div>
  );
}
