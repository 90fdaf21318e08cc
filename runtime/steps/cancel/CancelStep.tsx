'use client';

import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CancelProblem, CancelStepMachine } from '@/runtime/checkout/cancelStepMachine';
import { latestOutcome } from '@/runtime/checkout/latestOutcome';
import { CHECKOUT_WORDS } from '@/runtime/screens/checkout/checkoutWords';
import { DECLINE_WORDS } from '@/runtime/screens/checkout/declineWords';
import { rateLimitMessage } from '@/runtime/screens/rateLimitMessage';
import { RadioChoiceStep } from '@/runtime/steps/choice/RadioChoiceStep';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { TextAnswerStep } from '@/runtime/steps/text/TextAnswerStep';
import { cancelledOutcome } from '@/schemas/stepOutcomes';
import { say } from '@/schemas/words';

/** A cancel step's problem in the visitor's words. */
function problemMessage(problem: CancelProblem, locale: string): string {
  if (problem.kind === 'rateLimited') return rateLimitMessage(problem.retryAfterSeconds, locale);
  if (problem.kind === 'ours') return say(DECLINE_WORDS, 'ours', locale);
  return say(CHECKOUT_WORDS, problem.kind, locale);
}

/** The problem the step's gateway call ran into, and whether a call is under way. */
function CancelCallState({ actor, locale }: { actor: ActorRefFrom<CancelStepMachine>; locale: string }) {
  const problem = useSelector(actor, (s) => s.context.problem);
  if (problem === undefined) return null;
  return (
    <p role="alert" className="problem">
      {problemMessage(problem, locale)}
    </p>
  );
}

/**
 * The cancel-subscription steps (docs/routes.md#funnel-pages: find the subscription by email, with a verification
 * step): the email, the code mailed to it, the confirmation. The visitor's answer goes to the flow, whose NEXT submits
 * it to the step's gateway call (the actor the flow invoked); the flow goes on once the gateway agreed. This screen
 * renders the controls, whether a call is under way, and what was refused.
 */
export function CancelStep(props: StepScreenProps) {
  const actor = props.stepActor as ActorRefFrom<CancelStepMachine> | null | undefined;
  const busy = useSelector(actor ?? undefined, (s) => s === undefined || s.matches('calling'));
  // Until the step's call can be made (its code loads after the first step), a press waits for it and then goes
  // on; while a call is under way, a press does nothing (never a second call).
  const loading = actor === undefined;
  const [pressed, setPressed] = useState(false);
  const { onNext } = props;
  useEffect(() => {
    if (loading || !pressed) return;
    setPressed(false);
    onNext();
  }, [loading, pressed, onNext]);
  const Controls = props.step.kind === 'cancelConfirm' ? RadioChoiceStep : TextAnswerStep;
  return (
    <div aria-busy={busy}>
      <Controls {...props} onNext={loading ? () => setPressed(true) : busy ? () => {} : onNext} />
      {actor && <CancelCallState actor={actor} locale={props.locale} />}
      {actor === null && (
        <p role="alert" className="problem">
          {say(DECLINE_WORDS, 'temporary', props.locale)}
        </p>
      )}
    </div>
  );
}

/** The last cancel step: how the subscription ended (the selling funnel's mode), and until when access lasts. */
export function CancelDoneStep({ locale, visit }: StepScreenProps) {
  const cancelled = cancelledOutcome(latestOutcome(visit.flow, visit, 'cancelConfirm'));
  if (!cancelled?.accessUntil) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(cancelled.accessUntil));
  const words = cancelled.mode === 'immediately' ? 'accessEnded' : 'accessUntil';
  return <p role="status">{say(CHECKOUT_WORDS, words, locale, { date })}</p>;
}
