'use client';

import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import type { SnapshotFrom } from 'xstate';
import { type FlowMachine, STEP_ACTOR_ID } from '@/runtime/flow/buildFlowMachine';
import { flowProgress, longestRemaining } from '@/runtime/flow/flowProgress';
import { StepControls, warmStepControls } from '@/runtime/steps/StepControls';
import { createVisit, realStepActor, type Visit, type VisitOptions } from '@/runtime/visit/createVisit';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { Step } from '@/schemas/stepSchema';
import { useReading } from './readings/useReading';
import { StepPage } from './StepPage';
import { stepPictures } from './stepPictures';
import { targetHref } from './targetHref';

/** The natal wheel loads with the reading that draws it, on the steps that show one. */
const NatalWheel = lazy(() => import('./readings/NatalWheel').then((m) => ({ default: m.NatalWheel })));

type Props = {
  funnel: Funnel;
  flow: Flow;
  /** The URL path the funnel was opened at (its slug or an alias). */
  funnelPath: string;
  /** The step the URL names; server-rendered as the first paint. */
  urlStepId: string;
  /** The funnel's default locale, rendered on the server; the visitor's own is chosen once the visit starts. */
  defaultLocale: string;
  /** The visit, when it was started ahead (FunnelVisit, behind the first step's shell); else the runner creates it. */
  visit?: Visit;
  /** While true the visit is not started: the versions the visitor started on are being fetched. */
  hold?: boolean;
  /** The draft preview: a URL may open any step, not only one the visitor has reached. */
  freeJumps?: boolean;
  /** Whether the visit pins the versions it runs on (FunnelVisit: not in development). */
  pins?: boolean;
  /** Drawn beside the step (the draft preview's flow map), given the current step. */
  aside?: (stepId: string) => ReactNode;
  /** The product app's address (PRODUCT_APP_URL, read on the server), where last steps' app targets lead. */
  productAppUrl?: string;
  /**
   * While false the runner draws nothing: the first step's shell (FirstStep) stays on screen, its DOM untouched, while
   * the visit runs behind it, until the visitor acts (FunnelVisit).
   */
  drawn?: boolean;
};

/** Fetches the controls and pictures of the steps a visitor may go on to: going on is drawn without the network. */
function warmSteps(steps: readonly Step[]): void {
  warmStepControls(steps.map((s) => s.kind));
  for (const src of steps.flatMap(stepPictures)) preload(src, { as: 'image' });
}

/** A visit as the runner draws it: the screens' code and pictures fetched ahead of the visitor. */
export function runnerVisit(options: Omit<VisitOptions, 'warmAhead'>): Visit {
  return createVisit({ ...options, warmAhead: warmSteps });
}

/** The part of the flow's snapshot the screen draws: its step, its context, and the step's own actor. */
function drawnOf(snapshot: SnapshotFrom<FlowMachine>) {
  return { value: snapshot.value, context: snapshot.context, stepActor: snapshot.children[STEP_ACTOR_ID] };
}
const sameDrawing = (a: ReturnType<typeof drawnOf>, b: ReturnType<typeof drawnOf>) =>
  a.value === b.value && a.context === b.context && a.stepActor === b.stepActor;

/** A runner held back attaches to nothing. */
const attachNothing = () => () => {};
const failedNot = () => false;

/**
 * Draws a funnel's visit (runtime/visit): the flow's actor decides, the screen shows its step and sends it what the
 * visitor does. The visit (resumed, kept, shown in the address, tracked) runs outside React; drawing it starts it.
 * Step changes never wait for the server.
 */
export function FlowRunner({
  funnel,
  flow,
  funnelPath,
  urlStepId,
  defaultLocale,
  visit: given,
  hold = false,
  freeJumps = false,
  pins = false,
  aside,
  productAppUrl,
  drawn = true,
}: Props) {
  const [visit] = useState(
    () => given ?? runnerVisit({ funnel, flow, funnelPath, urlStepId, locale: defaultLocale, freeJumps, pins }),
  );
  const stepActorsFailed = useSyncExternalStore(
    hold ? attachNothing : visit.subscribe,
    visit.stepCodeFailed,
    failedNot,
  );
  const { actor } = visit;
  // What the screen draws, and nothing else: a change the screen does not show (an actor spawned, a child's own
  // state) renders nothing.
  const snapshot = useSelector(actor, drawnOf, sameDrawing);
  const [remaining] = useState(() => longestRemaining(flow));
  const [stepsById] = useState(() => new Map(flow.steps.map((s) => [s.id, s])));
  const { locale } = snapshot.context;
  const step = stepsById.get(String(snapshot.value)) ?? flow.steps[0];
  const { step: shown, reading } = useReading(step, flow, snapshot.context.answers, locale);
  if (step === undefined || shown === undefined || !drawn) return null;
  const answerOf = (s: typeof step) => (s.answer ? snapshot.context.answers[s.answer.key] : undefined);
  const progress = flowProgress(remaining, snapshot.context.path);

  const screen = (
    // Keyed by the restores too: a visit put back from history or storage starts the controls afresh, with the answer
    // it restored. An answer given does not: the controls that gave it stay as they are.
    <StepPage
      key={`${step.id}:${snapshot.context.restores}`}
      step={shown}
      locale={locale}
      locales={funnel.locales}
      progress={progress}
      onBack={snapshot.context.path.length > 1 ? () => window.history.back() : undefined}
      onLocale={visit.chooseLocale}
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
        answer={answerOf(step)}
        onAnswer={visit.answer}
        onNext={() => actor.send({ type: 'NEXT' })}
        exitHref={step.target && targetHref(step.target, productAppUrl)}
        visit={{ flow, ...snapshot.context }}
        stepActor={stepActorsFailed ? null : realStepActor(snapshot.stepActor)}
        scanning={snapshot.context.scanning === step.id}
        consentAsked={snapshot.context.consentAsked === step.id}
        consent={
          step.answer ? (snapshot.context.answers[`${step.answer.key}Consent`] as boolean | undefined) : undefined
        }
        onConsent={(given) => actor.send({ type: 'EMAIL_CONSENT', given })}
        onUpsellBought={(bought) => actor.send({ type: 'UPSELL_BOUGHT', ...bought })}
      />
    </StepPage>
  );
  if (aside === undefined) return screen;
  return (
    <div className="with-aside">
      {screen}
      <aside>{aside(step.id)}</aside>
    </div>
  );
}
