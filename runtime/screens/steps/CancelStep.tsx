'use client';

import { useRef, useState } from 'react';
import type { CancellationMode } from '../../../schemas/funnelSchema';
import { checkoutApi } from '../../checkout/checkoutApi';
import { answerProblem } from '../../flow/answers/answerProblem';
import { HttpError } from '../../platform/http/httpError';
import { reportError } from '../../platform/monitoring/reportError';
import { checkoutText } from '../checkout/checkoutText';
import { declineMessage } from '../declineMessage';
import { rateLimitMessage } from '../rateLimitMessage';
import { RadioChoiceStep } from './RadioChoiceStep';
import type { StepScreenProps } from './stepScreenProps';
import { TextAnswerStep } from './TextAnswerStep';

/** What the cancel steps keep between them for the tab: the token that proves the email, and what was cancelled. */
type CancelVisit = {
  email?: string;
  token?: string;
  subscriptionId?: string;
  accessUntil?: string | null;
  mode?: CancellationMode;
};
const visitKey = (slug: string) => `funnel.cancel:${slug}`;
const readVisit = (slug: string): CancelVisit => JSON.parse(window.sessionStorage.getItem(visitKey(slug)) ?? '{}');
const keepVisit = (slug: string, visit: CancelVisit) =>
  window.sessionStorage.setItem(visitKey(slug), JSON.stringify({ ...readVisit(slug), ...visit }));

/** Why the gateway refused, in the visitor's words. */
function refusal(error: unknown, locale: string): string {
  const code = error instanceof HttpError ? (error.originalError as { code?: unknown } | null)?.code : undefined;
  if (code === 'code_invalid') return checkoutText('codeInvalid', locale);
  if (code === 'too_many_attempts') return checkoutText('tooManyAttempts', locale);
  // Over a rate limit (docs/decisions/0008): the visitor waits; not our failure, so not reported.
  const limited = rateLimitMessage(error, locale);
  if (limited !== undefined) return limited;
  reportError(error);
  return declineMessage('ours', locale);
}

/**
 * The cancel-subscription steps (SPEC: find the subscription by email, with a verification step): the
 * email asks the gateway to mail a code; the code proves the email is the visitor's; the confirmation
 * cancels at the end of the billing period, through the provider; the last step says until when the
 * visitor keeps access. Each step goes on only once the gateway has answered.
 */
export function CancelStep(props: StepScreenProps) {
  const { step, funnel, locale } = props;
  const given = useRef<unknown>(undefined);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const act = async (): Promise<void> => {
    const value = String(given.current ?? '').trim();
    if (step.kind === 'cancelLookup') {
      await checkoutApi.requestCancelCode(value, locale);
      keepVisit(funnel.slug, { email: value });
    } else if (step.kind === 'cancelVerify') {
      const { email } = readVisit(funnel.slug);
      const verified = await checkoutApi.verifyCancelCode(email ?? '', value);
      const open = verified.subscriptions.find((s) => s.status !== 'cancelled');
      if (open === undefined) throw new Error(checkoutText('noSubscription', locale));
      keepVisit(funnel.slug, { token: verified.token, subscriptionId: open.id });
    } else {
      const { token, subscriptionId } = readVisit(funnel.slug);
      const cancelled = await checkoutApi.cancelSubscription(token ?? '', subscriptionId ?? '', value || undefined);
      keepVisit(funnel.slug, { accessUntil: cancelled.accessUntil, mode: cancelled.mode });
    }
  };
  const onNext = () => {
    setBusy(true);
    setProblem(undefined);
    act().then(
      () => {
        // Recorded only once the gateway agreed: the screen starts afresh on a new answer, which would hide a refusal.
        if (given.current !== undefined) props.onAnswer(given.current);
        props.onNext();
      },
      (error: unknown) => {
        setProblem(error instanceof HttpError ? refusal(error, locale) : String((error as Error).message));
        setBusy(false);
      },
    );
  };
  const onAnswer = (value: unknown) => {
    const refused = answerProblem(step, value, new Date());
    if (refused === undefined) given.current = value;
    return refused;
  };
  const Controls = step.kind === 'cancelConfirm' ? RadioChoiceStep : TextAnswerStep;
  return (
    <div aria-busy={busy}>
      <Controls {...props} onAnswer={onAnswer} onNext={busy ? () => {} : onNext} />
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
    </div>
  );
}

/** The last cancel step: how the subscription ended (the selling funnel's mode), and until when access lasts. */
export function CancelDoneStep({ funnel, locale }: StepScreenProps) {
  const [visit] = useState(() => (typeof window === 'undefined' ? undefined : readVisit(funnel.slug)));
  if (!visit?.accessUntil) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(visit.accessUntil));
  const words = visit.mode === 'immediately' ? 'accessEnded' : 'accessUntil';
  return <p role="status">{checkoutText(words, locale).replace('{date}', date)}</p>;
}
