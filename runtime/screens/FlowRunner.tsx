'use client';

import { useActorRef, useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { type AnyActorRef, createMachine, type SnapshotFrom } from 'xstate';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import { stepKindRule } from '../../schemas/stepKinds';
import { answerProblem } from '../flow/answers/answerProblem';
import { buildFlowMachine, type FlowMachine, STEP_ACTOR_ID, type StepActors } from '../flow/buildFlowMachine';
import { flowProgress, longestRemaining } from '../flow/flowProgress';
import { adoptedSession, flowSessionKey, readFlowSession, resumeAt, visitCurrencyKey } from '../flow/flowSession';
import { flowSnapshotAt } from '../flow/flowSnapshotAt';
import { happeningLog } from '../flow/happeningLog';
import { reportError } from '../platform/monitoring/reportError';
import { stepAtPath } from '../tracking/analytics/stepAtPath';
import { visitId } from '../tracking/visitId';
import { happeningsAfterPaint } from './afterPaint';
import { browserVisitActors } from './browserVisitActors';
import type { StepAct } from './FirstStep';
import { useReading } from './readings/useReading';
import { StepPage } from './StepPage';
import { stepPictures } from './stepPictures';
import { StepControls, warmStepControls } from './steps/StepControls';
import { targetHref } from './targetHref';
import { useVisitAttribution } from './tracking/useVisitAttribution';
import { useDocumentLanguage } from './useDocumentLanguage';
import { keepChosenLocale, visitLocale } from './visitLocale';

/** The natal wheel loads with the reading that draws it, on the steps that show one. */
const NatalWheel = lazy(() => import('./readings/NatalWheel').then((m) => ({ default: m.NatalWheel })));

import { inIdleTurn } from './idleTurns';
import { whenIdle } from './whenIdle';

type Props = {
  funnel: Funnel;
  flow: Flow;
  /** The URL path the funnel was opened at (its slug or an alias). */
  funnelPath: string;
  /** The step the URL names; server-rendered as the first paint. */
  urlStepId: string;
  /** The funnel's default locale, rendered on the server; the visitor's own is chosen once mounted. */
  defaultLocale: string;
  /** While true the visit is not resumed nor saved: the versions the visitor started on are being fetched. */
  hold?: boolean;
  /** The draft preview: a URL may open any step, not only one the visitor has reached. */
  freeJumps?: boolean;
  /** Drawn beside the step (the draft preview's flow map), given the current step. */
  aside?: (stepId: string) => ReactNode;
  /** The product app's address (PRODUCT_APP_URL, read on the server), where last steps' app targets lead. */
  productAppUrl?: string;
  /** What the visitor did on the first step before this code had loaded (FirstStep): done once the visit resumes. */
  actsBeforeLoad?: readonly StepAct[];
  /**
   * While false the runner runs the visit (resumes, keeps and tracks it) and draws nothing: the first step's shell
   * (FirstStep) stays on screen, its DOM untouched, until the visitor acts (FunnelVisit).
   */
  drawn?: boolean;
  /** Given, once the visit has resumed, what does an act of the first step's shell in the running flow. */
  onReady?: (play: (act: StepAct) => void) => void;
};

/** Which kinds of step actor a flow needs: the payment form, the cancel steps' gateway calls. */
function actingSteps(flow: Flow) {
  return {
    payment: flow.steps.some((s) => stepKindRule(s.kind).charges),
    cancel: flow.steps.some((s) => stepKindRule(s.kind).cancels),
  };
}

/** The machines built ahead (prepareRunner), by flow: the last one each, for its funnel and address. */
const built = new WeakMap<Flow, { funnel: Funnel; funnelPath: string; machine: FlowMachine }>();

/**
 * The flow's machine as the runner runs it: stand-ins for the step actors whose code loads later, and the browser's
 * actors that keep the visit, show it in the address and decide its currency (from its first RESTORE).
 */
function runnerMachine(funnel: Funnel, flow: Flow, funnelPath: string): FlowMachine {
  const kept = built.get(flow);
  if (kept?.funnel === funnel && kept.funnelPath === funnelPath) return kept.machine;
  const acts = actingSteps(flow);
  const machine = buildFlowMachine(flow, {
    stepActors: { ...(acts.payment && { payment: STAND_IN }), ...(acts.cancel && { cancel: STAND_IN }) },
    visitActors: browserVisitActors(funnel, flow, funnelPath),
  });
  built.set(flow, { funnel, funnelPath, machine });
  return machine;
}

/**
 * Builds the flow's machine and resolves where it starts before the runner renders (FunnelVisit, in an idle turn
 * of its own): the runner's first render then only draws, a shorter task while the visitor may be about to tap.
 */
export function prepareRunner(funnel: Funnel, flow: Flow, funnelPath: string, locale: string): void {
  flowSnapshotAt(runnerMachine(funnel, flow, funnelPath), [flow.firstStep], { locale });
}

/** How long fetching the next steps' code and pictures may wait for the browser to be idle. */
const WARM_AHEAD_TIMEOUT_MS = 500;

/** What a step with an actor runs until the actor's code has loaded: nothing (its screen says it is preparing). */
const STAND_IN = createMachine({ id: 'standIn' });

/**
 * The actor a step runs, once it is the real one: until STEP_ACTORS_READY has restarted the step, it may still be
 * the stand-in, which no screen can talk to.
 */
function realStepActor(child: AnyActorRef | undefined, loaded: StepActors | undefined): AnyActorRef | undefined {
  const logic: unknown = child && 'logic' in child ? child.logic : undefined;
  return loaded && Object.values(loaded).some((real) => real === logic) ? child : undefined;
}

/**
 * Runs a funnel in the browser: the flow machine decides, the URL follows it (each step has its own
 * URL; back and forward move through the flow), and the visit survives reloads in session storage.
 * Step changes never wait for the server.
 */
/** The part of the flow's snapshot the screen draws: its step, its context, and the step's own actor. */
function drawnOf(snapshot: SnapshotFrom<FlowMachine>) {
  return { value: snapshot.value, context: snapshot.context, stepActor: snapshot.children[STEP_ACTOR_ID] };
}
const sameDrawing = (a: ReturnType<typeof drawnOf>, b: ReturnType<typeof drawnOf>) =>
  a.value === b.value && a.context === b.context && a.stepActor === b.stepActor;

export function FlowRunner({
  funnel,
  flow,
  funnelPath,
  urlStepId,
  defaultLocale,
  hold = false,
  freeJumps = false,
  aside,
  productAppUrl,
  actsBeforeLoad = [],
  drawn = true,
  onReady,
}: Props) {
  const [locale, setLocale] = useState(defaultLocale);
  useDocumentLanguage(locale);
  // The actors of payment and cancel steps join the flow once their code has loaded, after the first step is
  // shown: their weight is on no funnel's first paint. Until then the flow runs stand-ins in their place.
  const acts = useMemo(() => actingSteps(flow), [flow]);
  const [stepActors, setStepActors] = useState<StepActors>();
  const [stepActorsFailed, setStepActorsFailed] = useState(false);
  useEffect(() => {
    if (!acts.payment && !acts.cancel) return;
    // In a turn of its own once the page is idle: its code is evaluated apart from the runner's.
    return inIdleTurn(() =>
      Promise.all([
        acts.payment
          ? Promise.all([
              import('../checkout/browserPaymentForm'),
              import('../tracking/consent/targetingConsent'),
            ]).then(([m, consent]) => m.browserPaymentForm(funnel, flow, consent.targetingConsentNow))
          : undefined,
        acts.cancel ? import('../checkout/browserCancelStep').then((m) => m.browserCancelStep(flow)) : undefined,
      ]).then(
        ([payment, cancel]) => setStepActors({ ...(payment && { payment }), ...(cancel && { cancel }) }),
        (error: unknown) => {
          reportError(error);
          setStepActorsFailed(true);
        },
      ),
    );
  }, [acts, funnel, flow]);
  const machine = useMemo(() => runnerMachine(funnel, flow, funnelPath), [flow, funnel, funnelPath]);
  // The same machine with the real step actors: the running actor keeps its state and takes them over.
  const logic = useMemo(() => (stepActors ? machine.provide({ actors: stepActors }) : machine), [machine, stepActors]);
  const remaining = useMemo(() => longestRemaining(flow), [flow]);
  // The first render (on the server too) shows the step the URL names; the saved visit is resumed once mounted.
  const input = { locale, funnelCondition: funnel.condition, attribution: useVisitAttribution() };
  // Where the actor starts: resolved once (the actor takes it at its first render only).
  const [startsAt] = useState(() =>
    flowSnapshotAt(machine, urlStepId === flow.firstStep ? [flow.firstStep] : [flow.firstStep, urlStepId], input),
  );
  const actor = useActorRef(logic, { input, snapshot: startsAt });
  // What the screen draws, and nothing else: a change the screen does not show (an actor spawned, a child's own
  // state) renders nothing.
  const snapshot = useSelector(actor, drawnOf, sameDrawing);
  // What the visitor does, as the flow says it, kept from the start for the listeners whose code loads after the paint.
  const happenings = useMemo(() => happeningLog(actor), [actor]);
  useEffect(() => {
    if (stepActors) actor.send({ type: 'STEP_ACTORS_READY' });
  }, [actor, stepActors]);
  // The attribution tags are read after the first paint (the server has none): the running flow learns them then.
  useEffect(() => {
    const known = actor.getSnapshot().context.attribution;
    if (known !== input.attribution && JSON.stringify(known) !== JSON.stringify(input.attribution))
      actor.send({ type: 'SET_ATTRIBUTION', attribution: input.attribution });
  }, [actor, input.attribution]);
  const chooseLocale = useCallback(
    (chosen: string) => {
      setLocale(chosen);
      if (actor.getSnapshot().context.locale !== chosen) actor.send({ type: 'SET_LOCALE', locale: chosen });
    },
    [actor],
  );
  // The language the visitor chose in the header wins over their browser's, for the rest of the visit.
  // Again when the shell it runs behind changes language (defaultLocale: the shell's, its choice kept in the session).
  useEffect(() => {
    if (defaultLocale) chooseLocale(visitLocale(funnel, funnelPath, defaultLocale));
  }, [chooseLocale, funnel, funnelPath, defaultLocale]);
  const key = flowSessionKey(funnel.slug, flow.id, flow.version);
  const stepsById = useMemo(() => new Map(flow.steps.map((s) => [s.id, s])), [flow]);
  /** An act of the first step's shell, done as its controls would: an answer only if its step takes it. */
  const play = useCallback(
    (act: StepAct) => {
      const current = stepsById.get(String(actor.getSnapshot().value));
      if (act.type === 'NEXT') actor.send(act);
      else if (current && answerProblem(current, act.value, new Date()) === undefined) actor.send(act);
    },
    [actor, stepsById],
  );

  // Arriving (a load, a reload or a deep link): resume the saved visit, on the step the URL names if it was reached.
  const arrivedAt = useRef<{ flow: Flow; urlStepId: string }>(undefined);
  useEffect(() => {
    if (hold || (arrivedAt.current?.flow === flow && arrivedAt.current.urlStepId === urlStepId)) return;
    const firstArrival = arrivedAt.current === undefined;
    arrivedAt.current = { flow, urlStepId };
    // Back or forward pressed while the runtime was still loading (a reload) has already moved the address away from
    // the page's step: the address names the step to resume on, or the visit would be pushed back where it was.
    const addressed = (firstArrival && stepAtPath(window.location.pathname, funnelPath, flow)?.id) || urlStepId;
    const session = readFlowSession(window.sessionStorage, key) ?? adoptedSession(window.sessionStorage, funnel.slug);
    const reached = resumeAt(session, flow.firstStep, addressed);
    const path = freeJumps && reached.at(-1) !== addressed ? [...new Set([flow.firstStep, addressed])] : reached;
    const currency = window.sessionStorage.getItem(visitCurrencyKey(funnel.slug));
    // The machine takes the visit over from here: its keeper keeps it, and shows its step in the address.
    actor.send({
      type: 'RESTORE',
      path,
      trail: session?.trail ?? path,
      // A visit with nothing saved begins here (a second arrival in the page, a new flow version, resumes).
      fresh: firstArrival && session === undefined,
      visitId: visitId(window.sessionStorage),
      answers: session?.answers ?? {},
      paidOrderId: session?.paidOrderId,
      outcomes: session?.outcomes ?? {},
      // Read with the visit, so a payment step resumed by a reload charges in the currency its prices showed.
      currency: funnel.currencies?.find((c) => c === currency),
    });
    for (const act of firstArrival ? actsBeforeLoad : []) play(act);
    onReady?.(play);
  }, [
    actor,
    key,
    flow,
    funnelPath,
    urlStepId,
    hold,
    funnel.slug,
    funnel.currencies,
    freeJumps,
    actsBeforeLoad,
    play,
    onReady,
  ]);

  // The visit's tracking follows the flow from where the visit resumed; its code loads after the first paint, and
  // it sees each change once the change is on screen.
  useEffect(() => {
    if (hold) return;
    let stop: (() => void) | undefined;
    let gone = false;
    const cancel = inIdleTurn(() =>
      import('../tracking/followVisit').then(({ followVisit }) => {
        if (!gone) stop = followVisit(actor, happeningsAfterPaint(happenings), funnel, flow);
      }, reportError),
    );
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, [actor, happenings, funnel, flow, hold]);

  const step = stepsById.get(String(snapshot.value)) ?? flow.steps[0];
  // While the visitor reads a step, the controls and pictures of the steps it leads to are fetched: going on is drawn
  // without waiting for the network. Once the step is painted and the browser idle: the step change comes first.
  useEffect(() => {
    if (step === undefined) return;
    const targets = [...(step.branches ?? []).map((b) => b.to), ...(step.next === undefined ? [] : [step.next])];
    const ahead = targets.flatMap((id) => stepsById.get(id) ?? []);
    return whenIdle(() => {
      warmStepControls(ahead.map((s) => s.kind));
      for (const src of ahead.flatMap(stepPictures)) preload(src, { as: 'image' });
    }, WARM_AHEAD_TIMEOUT_MS);
  }, [step, stepsById]);
  const onAnswer = useCallback(
    (value: unknown) => {
      if (step === undefined) return 'no-step';
      const problem = answerProblem(step, value, new Date());
      if (problem === undefined) actor.send({ type: 'ANSWER', value });
      return problem;
    },
    [actor, step],
  );
  const onNext = useCallback(() => actor.send({ type: 'NEXT' }), [actor]);
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
      onLocale={(chosen) => {
        keepChosenLocale(funnel.slug, funnelPath, chosen);
        chooseLocale(chosen);
      }}
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
        onAnswer={onAnswer}
        onNext={onNext}
        exitHref={step.target && targetHref(step.target, productAppUrl)}
        visit={{ flow, ...snapshot.context }}
        stepActor={stepActorsFailed ? null : realStepActor(snapshot.stepActor, stepActors)}
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
