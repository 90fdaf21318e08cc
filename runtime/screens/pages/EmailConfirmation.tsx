'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { emailLinksApi } from '@/runtime/checkout/emailLinksApi';
import { refusalOf } from '@/runtime/checkout/refusalOf';
import { LINK_TOKEN_PARAM } from '@/schemas/emailLinks/linkTokenParam';
import { say } from '@/schemas/words';
import { EMAIL_PAGE_WORDS } from './emailPageWords';
import { linkLocale } from './linkLocale';

type Outcome = 'confirming' | 'confirmed' | 'alreadyConfirmed' | 'missing' | 'expired' | 'invalid' | 'failed';

/** The heading and the line under it of each outcome (undefined: the page's own text, for a confirmed email). */
const SAID = {
  confirming: ['confirming', undefined],
  confirmed: ['confirmed', undefined],
  alreadyConfirmed: ['alreadyConfirmed', 'alreadyConfirmedText'],
  missing: ['confirmLinkMissing', 'confirmLinkMissingText'],
  expired: ['confirmLinkExpired', 'confirmLinkExpiredText'],
  invalid: ['confirmLinkInvalid', 'confirmLinkInvalidText'],
  failed: ['confirmLinkInvalid', 'failed'],
} as const satisfies Record<
  Outcome,
  readonly [keyof typeof EMAIL_PAGE_WORDS, keyof typeof EMAIL_PAGE_WORDS | undefined]
>;

/**
 * The double opt-in page (docs/decisions/0021): it confirms the email of its link's token (`?t=`) by asking the
 * gateway, which confirms a lead once; it says so honestly when the link is missing, expired, not ours or already
 * used, in the language the mail was written in. The page's own welcome (`children`) shows once confirmed. Opening
 * the page confirms nothing by itself: a mail scanner that fetches links without running the page does not use them.
 */
export function EmailConfirmation({ children }: { children: ReactNode }) {
  const [outcome, setOutcome] = useState<Outcome>('confirming');
  const [locale, setLocale] = useState('en');

  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get(LINK_TOKEN_PARAM);
    if (!token) {
      setOutcome('missing');
      return;
    }
    setLocale(linkLocale(token) ?? 'en');
    emailLinksApi.confirmLead({ token }).then(
      () => setOutcome('confirmed'),
      (error: unknown) => {
        const code = refusalOf(error)?.code;
        setOutcome(
          code === 'already_confirmed'
            ? 'alreadyConfirmed'
            : code === 'link_expired'
              ? 'expired'
              : code === 'link_invalid'
                ? 'invalid'
                : 'failed',
        );
      },
    );
  }, []);

  const [heading, line] = SAID[outcome];
  return (
    <div data-confirmation={outcome} lang={locale}>
      <h1>{say(EMAIL_PAGE_WORDS, heading, locale)}</h1>
      {line !== undefined && (
        <p role={outcome === 'alreadyConfirmed' ? 'status' : 'alert'} className="subtitle">
          {say(EMAIL_PAGE_WORDS, line, locale)}
        </p>
      )}
      {outcome === 'confirmed' && children}
    </div>
  );
}
