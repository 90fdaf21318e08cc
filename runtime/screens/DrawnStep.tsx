'use client';

import { lazy, Suspense } from 'react';
import type { AnyActorRef } from 'xstate';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import type { Step } from '../../schemas/stepSchema';
import type { FlowContext } from '../flow/buildFlowMachine';
import type { Visit } from '../visit/createVisit';
import { useReading } from './readings/useReading';
import { StepPage } from './StepPage';
import { StepControls } from './steps/StepControls';
import { targetHref } from './targetHref';

/** The natal wheel loads with the reading that draws it, on the steps that show one. */
const NatalWheel = lazy(() => import('./readings/NatalWheel').then((m) => ({ default: m.NatalWheel })));

type Props = {
  step: Step;
  funnel: Funnel;
  flow: Flow;
  visit: Visit;
  /** The visit's context now: for a step drawn ahead, as it is before the visitor reaches the step. */
  context: FlowContext;
  /** Share of the way done on this step, 0 to 1. */
  progress: number;
  /** Whether the back button shows: not on the first step the visit took. */
  backable: boolean;
  /** Drawn before the visitor reaches it, hidden (FlowRunner). */
  ahead: boolean;
  /** The step's own actor (payment, cancel); undefined while none runs, null if its code could not be loaded. */
  stepActor?: AnyActorRef | null;
  productAppUrl?: string;
};

const goBack = () => window.history.back();

/** One step of a visit as the runner draws it: its page, its reading, and its controls wired to the visit. */
export function DrawnStep({
  step,
  funnel,
  flow,
  visit,
  context,
  progress,
  backable,
  ahead,
  stepActor,
  productAppUrl,
}: Props) {
  const { locale, answers } = context;
  const { step: shown = step, reading } = useReading(step, flow, answers, locale);
  const { actor } = visit;
  return (
    <StepPage
      step={shown}
      locale={locale}
      locales={funnel.locales}
      progress={progress}
      onBack={backable ? goBack : undefined}
      onLocale={visit.chooseLocale}
      ahead={ahead}
    >
      {reading?.chart && (
        <Suspense>
          <NatalWheel chart={reading.chart} locale={locale} />
        </Suspense>
      )}
      <StepControls
        step={shown}
        funnel={funnel}
        locale={locale}
        answer={step.answer ? answers[step.answer.key] : undefined}
        onAnswer={visit.answer}
        onNext={() => actor.send({ type: 'NEXT' })}
        exitHref={step.target && targetHref(step.target, productAppUrl)}
        visit={{ flow, ...context }}
        stepActor={stepActor}
        scanning={context.scanning === step.id}
        consentAsked={context.consentAsked === step.id}
        consent={step.answer ? (answers[`${step.answer.key}Consent`] as boolean | undefined) : undefined}
        onConsent={(given) => actor.send({ type: 'EMAIL_CONSENT', given })}
        onUpsellBought={(bought) => actor.send({ type: 'UPSELL_BOUGHT', ...bought })}
      />
    </StepPage>
  );
}
