import { type Actor, type AnyActorRef, createActor, createMachine, sendTo, setup } from 'xstate';
import { buildFlowMachine, type FlowMachine } from '@/runtime/flow/buildFlowMachine';
import { flowSnapshotAt } from '@/runtime/flow/flowSnapshotAt';
import { type HappeningLog, happeningLog } from '@/runtime/flow/happeningLog';
import { answerProblem } from '@/runtime/steps/answerProblem';
import { stepKindRule } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { browserVisitActors } from './browserVisitActors';
import { type Arrival, resumeEvent } from './resumeEvent';
import {
  type ChooseLocale,
  followAttribution,
  followTracking,
  type HostedVisit,
  keepLanguage,
  keepPin,
  loadStepActors,
  type VisitLoaders,
  warmAhead,
} from './visitParts';

/** What a visitor does on the first step before the visit's code has loaded (FirstStep), done once it starts. */
export type StepAct = { type: 'ANSWER'; value: unknown } | { type: 'NEXT' };

export type VisitOptions = Arrival & {
  /** The page's language, as the server drew it: the visitor's own is chosen as the visit starts. */
  locale: string;
  /** Whether the visit pins the versions it runs on (not in development, where a tab follows edits, nor a draft). */
  pins?: boolean;
  /** Fetches what the steps a visitor may go on to need, once the browser is idle (the screens' code, pictures). */
  warmAhead?: (steps: readonly Step[]) => void;
};

/**
 * A visit to a funnel in the browser, outside React: the flow's actor and the parts that run beside it. Screens draw
 * the actor's snapshot (`useSelector`) and send the visitor's acts through it; they run nothing of the visit.
 */
export type Visit = {
  /** The flow's actor: where the visit is, what it holds. Drawn as the page was until the visit starts. */
  actor: Actor<FlowMachine>;
  /** What the visit says happened, from its start. */
  happenings: HappeningLog;
  /**
   * Starts the flow's actor and the visit's parts (once), without resuming it yet: a piece of `start` a page may run in
   * a turn of its own. Never on the server.
   */
  runParts(): void;
  /**
   * Starts the visit (once): its parts if not yet, then resumes it from session storage and does what the visitor did
   * before its code loaded. Never on the server.
   */
  start(actsBeforeLoad?: readonly StepAct[]): void;
  /**
   * A screen drawing the visit (useSyncExternalStore): the first starts it, it stops once the last has gone. The
   * listener hears when the step actors' code has failed to load.
   */
  subscribe(listener: () => void): () => void;
  /** Whether the step actors' code failed to load: their steps cannot run. */
  stepCodeFailed(): boolean;
  /** An act of the first step's shell, done as its controls would do it. */
  play(act: StepAct): void;
  /** The visitor's answer on the current step: recorded, or the problem to show them. */
  answer(value: unknown): string | undefined;
  /** The language the visitor chose in the header, for the rest of the visit. */
  chooseLocale(locale: string): void;
  stop(): void;
};

/** What a step with an actor runs until the actor's code has loaded: nothing (its screen says it is preparing). */
export const STAND_IN = createMachine({ id: 'standIn' });

/** The host of a visit: each part an actor it invokes, all stopped with it. */
const visitHost = setup({
  types: {} as { input: HostedVisit; context: HostedVisit; events: ChooseLocale },
  actors: { followAttribution, keepLanguage, loadStepActors, followTracking, keepPin, warmAhead },
}).createMachine({
  context: ({ input }) => input,
  invoke: [
    { src: 'followAttribution', input: ({ context }) => context },
    { id: 'language', src: 'keepLanguage', input: ({ context }) => context },
    { src: 'loadStepActors', input: ({ context }) => context },
    { src: 'followTracking', input: ({ context }) => context },
    { src: 'keepPin', input: ({ context }) => context },
    { src: 'warmAhead', input: ({ context }) => context },
  ],
  on: { CHOOSE_LOCALE: { actions: sendTo('language', ({ event }) => event) } },
});

/** The browser's loaders: the step actors' and the tracking's code, each a chunk of its own. */
const browserLoaders: VisitLoaders = {
  stepActors: (funnel, flow, acting) =>
    Promise.all([
      acting.payment
        ? Promise.all([
            import('@/runtime/checkout/browserPaymentForm'),
            import('@/runtime/tracking/consent/targetingConsent'),
          ]).then(([m, consent]) => m.browserPaymentForm(funnel, flow, consent.targetingConsentNow))
        : undefined,
      acting.cancel ? import('@/runtime/checkout/browserCancelStep').then((m) => m.browserCancelStep(flow)) : undefined,
    ]).then(([payment, cancel]) => ({ ...(payment && { payment }), ...(cancel && { cancel }) })),
  tracking: () => import('@/runtime/tracking/followVisit').then((m) => m.followVisit),
};

/**
 * Creates a visit, drawn on the step the page's address names (on the server too: nothing runs until `start`). Its
 * machine runs stand-ins for the step actors whose code loads later, and the browser's actors that keep the visit and
 * show it in the address (browserVisitActors).
 */
export function createVisit(options: VisitOptions, loaders: VisitLoaders = browserLoaders): Visit {
  const { funnel, flow } = options;
  const acting = {
    payment: flow.steps.some((s) => stepKindRule(s.kind).charges),
    cancel: flow.steps.some((s) => stepKindRule(s.kind).cancels),
  };
  const machine = buildFlowMachine(flow, {
    stepActors: { ...(acting.payment && { payment: STAND_IN }), ...(acting.cancel && { cancel: STAND_IN }) },
    visitActors: browserVisitActors(funnel, flow, options.funnelPath),
  });
  const input = { locale: options.locale, funnelCondition: funnel.condition };
  const way: [string, ...string[]] =
    options.urlStepId === flow.firstStep ? [flow.firstStep] : [flow.firstStep, options.urlStepId];
  const actor = createActor(machine, { input, snapshot: flowSnapshotAt(machine, way, input) });
  const happenings = happeningLog(actor);
  const stepsById = new Map(flow.steps.map((s) => [s.id, s]));
  const listeners = new Set<() => void>();
  let failed = false;
  let host: Actor<typeof visitHost> | undefined;
  let resumed = false;
  let stopped = false;
  let stopping: ReturnType<typeof setTimeout> | undefined;

  const visit: Visit = {
    actor,
    happenings,
    runParts() {
      if (host !== undefined || stopped) return;
      actor.start();
      host = createActor(visitHost, {
        input: {
          ...options,
          pageLocale: options.locale,
          pins: options.pins ?? false,
          acting,
          actor,
          happenings,
          loaders,
          stepCodeFailed: () => {
            failed = true;
            for (const listener of [...listeners]) listener();
          },
        },
      }).start();
    },
    start(actsBeforeLoad = []) {
      if (resumed || stopped) return;
      resumed = true;
      visit.runParts();
      actor.send(resumeEvent(options, window.sessionStorage, window.location.pathname));
      for (const act of actsBeforeLoad) visit.play(act);
    },
    subscribe(listener) {
      // Each screen's own, though two give the same listener.
      const screen = () => listener();
      listeners.add(screen);
      clearTimeout(stopping);
      visit.start();
      return () => {
        listeners.delete(screen);
        clearTimeout(stopping);
        // A screen drawn again at once (React's strict mode, a suspended render) keeps the visit going.
        if (listeners.size === 0) stopping = setTimeout(visit.stop);
      };
    },
    stepCodeFailed: () => failed,
    play(act) {
      if (act.type === 'NEXT') actor.send(act);
      else visit.answer(act.value);
    },
    answer(value) {
      const step = stepsById.get(String(actor.getSnapshot().value));
      if (step === undefined) return 'no-step';
      const problem = answerProblem(step, value, new Date());
      if (problem === undefined) actor.send({ type: 'ANSWER', value });
      return problem;
    },
    chooseLocale(locale) {
      host?.send({ type: 'CHOOSE_LOCALE', locale });
    },
    stop() {
      stopped = true;
      host?.stop();
      actor.stop();
    },
  };
  return visit;
}

/**
 * The actor a step runs, once it is the real one: until its code has loaded it is the stand-in, which no screen can
 * talk to.
 */
export function realStepActor(child: AnyActorRef | undefined): AnyActorRef | undefined {
  const logic: unknown = child && 'logic' in child ? child.logic : undefined;
  return logic === undefined || logic === STAND_IN ? undefined : child;
}
