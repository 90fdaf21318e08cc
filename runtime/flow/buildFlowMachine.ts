import {
  type AnyActorLogic,
  and,
  assign,
  type CallbackActorLogic,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  type PromiseActorLogic,
  sendTo,
  setup,
} from 'xstate';
import { answerProblem } from '@/runtime/steps/answerProblem';
import type { Condition } from '@/schemas/conditionSchema';
import { CURRENCIES, type Currency } from '@/schemas/enums/currencies';
import { flowGraph } from '@/schemas/flowGraph';
import type { Flow } from '@/schemas/flowSchema';
import { STEP_KINDS, stepKindRule } from '@/schemas/stepKinds';
import {
  type CancelledOutcome,
  type PaymentOutcome,
  readStepOutcomes,
  type StepOutcomes,
  type UpsellBought,
  type UpsellOutcome,
  type VerifiedOutcome,
} from '@/schemas/stepOutcomes';
import type { Step } from '@/schemas/stepSchema';
import { boughtUpsells } from './boughtUpsells';
import { evaluateCondition } from './evaluateCondition';
import { nextTrail } from './flowSession';
import { needsAnswer, sellsUpsells } from './stepMoments';
import { readAnswer, readVisitAnswers, type VisitAnswers } from './visitAnswers';
import type { VisitHappening } from './visitHappenings';

/** What the visitor has done: answers by key, and the steps visited in order (the way back). */
export type FlowContext = {
  /** Each answer in its step kind's type (readAnswer), read once where it came in. */
  answers: VisitAnswers;
  path: string[];
  attribution: Record<string, string>;
  funnelCondition?: string;
  locale: string;
  /**
   * The currency the visit pays in, once decided in the browser (from the visitor's country): the plans, the
   * payment and every upsell charge in it. Undefined until then: the funnel's first.
   */
  currency?: Currency;
  /** The order paid on the last payment step passed (upsells charge its card again in one click). */
  paidOrderId?: string;
  /** What the actors of steps passed ended with, by step id (a payment, upsells bought, the cancel steps' results). */
  outcomes: StepOutcomes;
  /** The palm photo step whose photo is being scanned: the flow goes on when the scan is over. */
  scanning?: string;
  /** The email step that has asked for consent to email (docs/limits.md#screen-timings: a while after it opens). */
  consentAsked?: string;
  /** The last step whose button the visitor pressed: the visit leaves the flow for the step's target. */
  exited?: string;
  /** The visit's id (the tab's, as leads keep it), once the browser has it: orders name it. */
  visitId?: string;
  /** The furthest way the visitor went along this path, so browser forward can return along it. */
  trail: string[];
  /** Whether the browser's visit actors run (from the first RESTORE: the visit is the browser's from then on). */
  hosted: boolean;
  /**
   * How many times a kept visit was put back (a reload, back, forward): a screen starts its step's controls afresh,
   * with the answers put back. A visit begun afresh is not one.
   */
  restores: number;
};

export type FlowEvent =
  /** Records the current step's answer (refused when docs/validation.md or the step's options say it is invalid). */
  | { type: 'ANSWER'; value: unknown }
  /**
   * Goes on: the first branch whose condition holds, else the default next step. On a last step with a target, the
   * visitor leaves the flow by its button (kept as `exited`; the screen goes to the target).
   */
  | { type: 'NEXT' }
  /** Goes back to the step the visitor came from. */
  | { type: 'BACK' }
  /** Puts the visitor back where they were (a reload, or a deep link checked against their answers). */
  | {
      type: 'RESTORE';
      path: string[];
      /** As kept (session storage): read by the steps that asked them, anything else left out (readVisitAnswers). */
      answers: Readonly<Record<string, unknown>>;
      paidOrderId?: string;
      /** As kept: read by the steps that ended with them, anything else left out (readStepOutcomes). */
      outcomes?: Readonly<Record<string, unknown>>;
      /** The currency the visit was decided to pay in, when it was (kept across reloads with the visit). */
      currency?: Currency;
      /** Nothing was saved of the visit: it begins here, on the first step (visitStarted, stepShown). */
      fresh?: boolean;
      /** The visit's id, as the browser keeps it for the tab. */
      visitId?: string;
      /** The furthest way kept with the visit (else the path, or the trail so far when the path is along it). */
      trail?: string[];
    }
  /** The visitor's language, once known in the browser (conditions may read it). */
  | { type: 'SET_LOCALE'; locale: string }
  /**
   * The visit's attribution tags, once read in the browser (conditions may read them): the server renders the first
   * step without them (it has neither the cookie nor, for a cached page, the query).
   */
  | { type: 'SET_ATTRIBUTION'; attribution: Record<string, string> }
  /** The currency the visit pays in, once decided (a decided currency never changes: the first decision stays). */
  /** On an email step: whether the visitor agrees to receive email (kept as answers.<key>Consent). */
  | { type: 'EMAIL_CONSENT'; given: boolean }
  /** The step actors' code has arrived (machine.provide): a step already on its stand-in starts the real one. */
  | { type: 'STEP_ACTORS_READY' }
  /** On an upsell step: a product was bought (kept as the step's outcome, see boughtUpsells). */
  | ({ type: 'UPSELL_BOUGHT' } & UpsellBought);

export type FlowInput = {
  attribution?: Record<string, string>;
  funnelCondition?: string;
  locale: string;
};

/** The tag of steps a flow may end on (no transition leaves them). */
export const TERMINAL_TAG = 'terminal';

/**
 * The id of the actor a step invokes (the flow's snapshot lists it among its children): the payment form on
 * payment steps, the gateway call on cancel steps.
 */
export const STEP_ACTOR_ID = 'step';

/** What the payment form actor ends with: the order whose payment the gateway confirmed, and what it charged. */
export type PaymentDone = PaymentOutcome;
/** What a cancel step's actor ends with: what the gateway answered, kept for the steps after it (nothing, for a lookup). */
export type CancelDone = { outcome?: VerifiedOutcome | CancelledOutcome };

/** The actors steps invoke, by what the step does (runtime/checkout provides them). */
export type StepActors = { payment?: AnyActorLogic; cancel?: AnyActorLogic };

/** What a visit keeps of itself (session storage): the way, the furthest way, answers, the order paid, outcomes. */
export type KeptVisit = Pick<FlowContext, 'path' | 'trail' | 'answers' | 'paidOrderId' | 'outcomes'>;

/**
 * What the visit's keeper is told after each change: the visit to keep, the step it is on, and what becomes of the
 * address: a new history entry (the visitor went on), the entry replaced (a restore), or nothing (an answer given).
 */
export type KeepEvent = { type: 'KEEP'; visit: KeptVisit; stepId: string; address: 'push' | 'replace' | 'stay' };

/**
 * The browser's actors of a visit, spawned at its first RESTORE (the browser provides them; by default they do
 * nothing, as on the server and in tests of the flow alone): the keeper, which keeps the visit where it survives
 * reloads, shows the step in the address, and brings the browser's back and forward to the flow as RESTORE; and the
 * currency decider, which decides once the currency the visit pays in (undefined: none to decide).
 */
export type VisitActors = {
  keepVisit?: CallbackActorLogic<KeepEvent>;
  decideCurrency?: PromiseActorLogic<Currency | undefined>;
};

/** The ids of the visit's actors among the flow actor's children. */
const KEEPER_ID = 'keeper';
const CURRENCY_DECIDER_ID = 'currency';

/** A currency an actor answered, if it is one. */
const CURRENCY_OF = (value: unknown) => CURRENCIES.find((c) => c === value);

/** How long a loading step runs when its definition does not say. */
export const DEFAULT_LOADING_SECONDS = 3;
/**
 * docs/limits.md#screen-timings (units are seconds, docs/limits.md#time-units): the palm photo's scan animation, after
 * which the flow goes on; the face photo is scanned as long.
 */
export const PHOTO_SCAN_SECONDS = 3;
/**
 * docs/limits.md#screen-timings (units are seconds, docs/limits.md#time-units): the email consent request appears 5 s
 * after the email step opens.
 */
export const EMAIL_CONSENT_DELAY_SECONDS = 5;
const MS = 1000;

/** Whether an answer was given: skipping an optional step leaves none. */
function given(answer: unknown): boolean {
  return answer !== undefined && answer !== null && answer !== '' && !(Array.isArray(answer) && answer.length === 0);
}

/**
 * How the visitor goes on from a step: with its answer (or its button, on a step that asks nothing), or skipping it.
 * An upsell step is answered when something was bought there, skipped when the visitor went on without.
 */
function wentOnFrom(step: Step, context: FlowContext): 'stepAnswered' | 'stepSkipped' {
  if (sellsUpsells(step)) return boughtUpsells(context.outcomes, step.id).length > 0 ? 'stepAnswered' : 'stepSkipped';
  if (step.answer === undefined) return 'stepAnswered';
  return given(context.answers[step.answer.key]) ? 'stepAnswered' : 'stepSkipped';
}

/**
 * Builds the XState machine of a flow: one state per step, named by step id. ANSWER records an answer
 * (validated), NEXT follows the definition's branches in order and then its default (only once a
 * required answer is given), BACK returns along the visited path, RESTORE resumes a saved visit.
 * Pure: no React, no I/O; the flow must be valid (validateFlow).
 */
export function buildFlowMachine(
  flow: Flow,
  options: {
    /** The day answers are judged on (age rules); the current day by default. */
    today?: Date;
    /**
     * The actors steps invoke (runtime/checkout): the payment form on payment steps, which the flow leaves when it
     * is done (paid, output PaymentDone), never before; the gateway call on cancel steps, which NEXT submits the
     * answer to, and which the flow leaves when the gateway agreed (output CancelDone). A step without its actor
     * goes on by NEXT, as in tests of the flow alone. The logic given may be a stand-in, replaced later with
     * `machine.provide` (its code loads after the first step): STEP_ACTORS_READY then starts the real one.
     */
    stepActors?: StepActors;
    /** The browser's actors of the visit (VisitActors). */
    visitActors?: VisitActors;
  } = {},
) {
  const graph = flowGraph(flow);
  const stepsById = new Map(flow.steps.map((s) => [s.id, s]));
  const predecessors = new Map<string, string[]>(flow.steps.map((s) => [s.id, []]));
  for (const [from, edges] of graph.edges) for (const e of edges) predecessors.get(e.to)?.push(from);
  const today = () => options.today ?? new Date();

  const machineSetup = setup({
    types: {} as { context: FlowContext; events: FlowEvent; input: FlowInput; emitted: VisitHappening },
    actors: {
      payment: options.stepActors?.payment as AnyActorLogic,
      cancel: options.stepActors?.cancel as AnyActorLogic,
      keepVisit: options.visitActors?.keepVisit ?? fromCallback<KeepEvent>(() => {}),
      decideCurrency: options.visitActors?.decideCurrency ?? fromPromise<Currency | undefined>(async () => undefined),
    },
    guards: {
      /** An upsell bought that the step has not recorded yet (the screen may say so more than once). */
      boughtAnew: ({ context, event }) => {
        const stepId = context.path.at(-1);
        return (
          event.type === 'UPSELL_BOUGHT' &&
          stepId !== undefined &&
          !boughtUpsells(context.outcomes, stepId).some((b) => b.orderId === event.orderId)
        );
      },
      validAnswer: ({ event }, params: { stepId: string }) => {
        const step = stepsById.get(params.stepId);
        return event.type === 'ANSWER' && step !== undefined && answerProblem(step, event.value, today()) === undefined;
      },
      answered: ({ context }, params: { key?: string; required: boolean }) =>
        !params.required || (params.key !== undefined && context.answers[params.key] !== undefined),
      holds: ({ context }, params: { condition: Condition }) =>
        evaluateCondition(params.condition, {
          answers: context.answers,
          attribution: context.attribution,
          funnel: { condition: context.funnelCondition },
          locale: context.locale,
        }),
      cameFrom: ({ context }, params: { stepId: string }) => context.path.at(-2) === params.stepId,
      scanned: ({ context }, params: { stepId: string }) => context.scanning === params.stepId,
      fresh: ({ event }) => event.type === 'RESTORE' && event.fresh === true,
      restoresTo: ({ event }, params: { stepId: string }) =>
        event.type === 'RESTORE' &&
        Array.isArray(event.path) &&
        event.path.at(-1) === params.stepId &&
        event.path.every((id) => stepsById.has(id)),
    },
    actions: {
      /** The visitor goes on from the step they are on (before `enter` takes them to the next). */
      leaveStep: emit(({ context }, params: { stepId: string }) => {
        const step = stepsById.get(params.stepId);
        return { type: step ? wentOnFrom(step, context) : 'stepAnswered', stepId: params.stepId };
      }),
      showStep: emit((_, params: { stepId: string }) => ({ type: 'stepShown' as const, stepId: params.stepId })),
      startVisit: emit(() => ({ type: 'visitStarted' as const, stepId: flow.firstStep })),
      /** The email step's lead, as the answers now have it (after recordAnswer or recordConsent). */
      giveLead: emit(({ context }, params: { stepId: string; key: string }) => {
        const email = context.answers[params.key];
        const consent = context.answers[`${params.key}Consent`];
        return {
          type: 'leadGiven' as const,
          stepId: params.stepId,
          email: typeof email === 'string' ? email : '',
          ...(typeof consent === 'boolean' && { consent }),
        };
      }),
      announcePayment: emit((_, params: { stepId: string; done: PaymentDone }) => ({
        type: 'paid' as const,
        stepId: params.stepId,
        ...params.done,
      })),
      announceUpsell: emit(({ context, event }) => {
        const { type: _, ...bought } = event as Extract<FlowEvent, { type: 'UPSELL_BOUGHT' }>;
        return { type: 'offerTaken' as const, stepId: context.path.at(-1) ?? '', ...bought };
      }),
      recordAnswer: assign({
        answers: ({ context, event }, params: { stepId: string }) => {
          const step = stepsById.get(params.stepId);
          const answer = event.type === 'ANSWER' && step ? readAnswer(step, event.value, today()) : undefined;
          if (step?.answer === undefined || answer === undefined) return context.answers;
          return { ...context.answers, [step.answer.key]: answer };
        },
      }),
      recordConsent: assign({
        answers: ({ context, event }, params: { key: string }) =>
          event.type === 'EMAIL_CONSENT'
            ? { ...context.answers, [`${params.key}Consent`]: event.given }
            : context.answers,
      }),
      enter: assign(({ context }, params: { stepId: string }) => {
        const path = [...context.path, params.stepId];
        return { path, trail: nextTrail(context.trail, path), scanning: undefined };
      }),
      leave: assign(({ context }) => {
        const path = context.path.slice(0, -1);
        return { path, trail: nextTrail(context.trail, path), scanning: undefined };
      }),
      /** The visit's keeper keeps it as it is now, and the address follows (KeepEvent). */
      keep: enqueueActions(({ context, enqueue }, params: { address: KeepEvent['address'] }) => {
        if (!context.hosted) return;
        const { path, trail, answers, paidOrderId, outcomes } = context;
        enqueue.sendTo(KEEPER_ID, {
          type: 'KEEP',
          visit: { path, trail, answers, paidOrderId, outcomes },
          stepId: path.at(-1) ?? flow.firstStep,
          address: params.address,
        } satisfies KeepEvent);
      }),
      /** At its first RESTORE the visit is the browser's: its keeper starts, and its currency is decided if need be. */
      host: enqueueActions(({ context, enqueue }) => {
        if (context.hosted) return;
        enqueue.assign({ hosted: true });
        enqueue.spawnChild('keepVisit', { id: KEEPER_ID });
        if (context.currency === undefined) enqueue.spawnChild('decideCurrency', { id: CURRENCY_DECIDER_ID });
      }),
      scan: assign({ scanning: (_, params: { stepId: string }) => params.stepId }),
      exit: assign({ exited: (_, params: { stepId: string }) => params.stepId }),
      askConsent: assign({ consentAsked: (_, params: { stepId: string }) => params.stepId }),
      setLocale: assign({
        locale: ({ context, event }) => (event.type === 'SET_LOCALE' ? event.locale : context.locale),
      }),
      /** The decider's answer, when it gave one (a decided currency never changes: the first decision stays). */
      takeDecidedCurrency: assign({
        currency: ({ context, event }) =>
          context.currency ?? ('output' in event ? CURRENCY_OF(event.output) : undefined),
      }),
      setAttribution: assign({
        attribution: ({ context, event }) =>
          event.type === 'SET_ATTRIBUTION' ? event.attribution : context.attribution,
      }),
      restore: assign(({ event, context }) =>
        event.type === 'RESTORE'
          ? {
              path: [...event.path],
              answers: readVisitAnswers(flow, event.answers, today()),
              paidOrderId: event.paidOrderId,
              outcomes: readStepOutcomes(flow.steps, event.outcomes),
              currency: event.currency ?? context.currency,
              visitId: event.visitId ?? context.visitId,
              trail: event.trail ? [...event.trail] : nextTrail(context.trail, event.path),
              scanning: undefined,
              exited: undefined,
              // A visit begun afresh puts nothing back: the controls shown stay.
              restores: event.fresh ? context.restores : context.restores + 1,
            }
          : context,
      ),
      // The payment step's outcome is what it charged (its Purchase event reports it, after a reload too).
      recordPayment: assign(({ context }, params: { stepId: string; done: PaymentDone }) => ({
        paidOrderId: params.done.orderId,
        outcomes: { ...context.outcomes, [params.stepId]: params.done },
      })),
      recordOutcome: assign({
        outcomes: ({ context }, params: { stepId: string; done: CancelDone }) =>
          params.done.outcome === undefined
            ? context.outcomes
            : { ...context.outcomes, [params.stepId]: params.done.outcome },
      }),
      recordUpsell: assign({
        outcomes: ({ context, event }) => {
          const stepId = context.path.at(-1);
          if (event.type !== 'UPSELL_BOUGHT' || stepId === undefined) return context.outcomes;
          const { type: _, ...bought } = event;
          const earlier = boughtUpsells(context.outcomes, stepId).filter((b) => b.productId !== bought.productId);
          const outcome: UpsellOutcome = { bought: [...earlier, bought] };
          return { ...context.outcomes, [stepId]: outcome };
        },
      }),
      submitAnswer: sendTo(STEP_ACTOR_ID, ({ context }, params: { key?: string }) => ({
        type: 'SUBMIT',
        answer: params.key === undefined ? undefined : context.answers[params.key],
      })),
    },
  });

  const states = Object.fromEntries(
    flow.steps.map((step) => {
      const answered = {
        type: 'answered' as const,
        params: { key: step.answer?.key, required: needsAnswer(step) },
      };
      // A photo is scanned a while once taken, then the flow goes on by itself (its answer restarts the wait).
      const scans = 'scans' in STEP_KINDS[step.kind];
      const scanned = { type: 'scanned' as const, params: { stepId: step.id } };
      /** Going on to another step: the visitor leaves this one, enters that one, and it is shown. */
      const goTo = (to: string) => [
        { type: 'leaveStep' as const, params: { stepId: step.id } },
        { type: 'enter' as const, params: { stepId: to } },
        { type: 'showStep' as const, params: { stepId: to } },
        { type: 'keep' as const, params: { address: 'push' as const } },
      ];
      const stay = { type: 'keep' as const, params: { address: 'stay' as const } };
      /** The ways on: the first branch whose condition holds, else the default; only once a required answer is given. */
      const goOn = (afterScan: boolean) => [
        ...(step.branches ?? []).map((branch) => ({
          guard: and([
            ...(afterScan ? [scanned] : []),
            answered,
            { type: 'holds' as const, params: { condition: branch.when } },
          ]),
          target: branch.to,
          actions: goTo(branch.to),
        })),
        ...(step.next === undefined
          ? []
          : [
              {
                guard: and([...(afterScan ? [scanned] : []), answered]),
                target: step.next,
                actions: goTo(step.next),
              },
            ]),
      ];
      const next = goOn(false);
      const back = (predecessors.get(step.id) ?? []).map((from) => ({
        guard: { type: 'cameFrom' as const, params: { stepId: from } },
        target: from,
        actions: ['leave' as const, { type: 'keep' as const, params: { address: 'replace' as const } }],
      }));
      // A step with an actor (the payment form, a cancel step's gateway call) goes on when it is done, and only then.
      const rule = stepKindRule(step.kind);
      const actor = rule.charges ? 'payment' : rule.cancels ? 'cancel' : undefined;
      const acts = actor !== undefined && options.stepActors?.[actor] !== undefined;
      const invoke = acts
        ? {
            id: STEP_ACTOR_ID,
            src: actor === 'payment' ? ('payment' as const) : ('cancel' as const),
            input: ({ context }: { context: FlowContext }) => ({
              stepId: step.id,
              kind: step.kind,
              visit: {
                path: context.path,
                answers: context.answers,
                outcomes: context.outcomes,
                locale: context.locale,
                paidOrderId: context.paidOrderId,
                attribution: context.attribution,
                ...(context.currency && { currency: context.currency }),
                ...(context.visitId && { visitId: context.visitId }),
              },
            }),
            onDone: next.map((t) => ({
              ...t,
              actions: [
                actor === 'payment'
                  ? {
                      type: 'recordPayment' as const,
                      params: ({ event }: { event: { output: PaymentDone } }) => ({
                        stepId: step.id,
                        done: event.output,
                      }),
                    }
                  : {
                      type: 'recordOutcome' as const,
                      params: ({ event }: { event: { output: CancelDone } }) => ({
                        stepId: step.id,
                        done: event.output,
                      }),
                    },
                ...(actor === 'payment'
                  ? [
                      {
                        type: 'announcePayment' as const,
                        params: ({ event }: { event: { output: PaymentDone } }) => ({
                          stepId: step.id,
                          done: event.output,
                        }),
                      },
                    ]
                  : []),
                ...t.actions,
              ],
            })),
          }
        : undefined;
      // NEXT on a cancel step submits the answer to its gateway call (the flow goes on when the gateway agreed).
      const submit = { guard: answered, actions: { type: 'submitAnswer' as const, params: { key: step.answer?.key } } };
      // A last step's button leads out of the flow, to the step's target: the visit records that it left by it.
      const exit =
        next.length === 0 && step.target !== undefined
          ? [
              {
                guard: answered,
                actions: [
                  { type: 'exit' as const, params: { stepId: step.id } },
                  { type: 'leaveStep' as const, params: { stepId: step.id } },
                  stay,
                ],
              },
            ]
          : [];
      const onNext = !acts ? [...next, ...exit] : actor === 'payment' ? [] : [submit];
      const after = {
        ...(step.kind === 'loading' && {
          [(step.content.durationSeconds ?? DEFAULT_LOADING_SECONDS) * MS]: next,
        }),
        ...(scans && { [PHOTO_SCAN_SECONDS * MS]: goOn(true) }),
        ...(step.kind === 'email' && {
          [EMAIL_CONSENT_DELAY_SECONDS * MS]: { actions: { type: 'askConsent' as const, params: { stepId: step.id } } },
        }),
      };
      const answer =
        step.answer === undefined
          ? []
          : [
              {
                guard: { type: 'validAnswer' as const, params: { stepId: step.id } },
                ...(scans && { target: step.id, reenter: true }),
                actions: [
                  { type: 'recordAnswer' as const, params: { stepId: step.id } },
                  ...(scans ? [{ type: 'scan' as const, params: { stepId: step.id } }] : []),
                  ...(step.kind === 'email'
                    ? [{ type: 'giveLead' as const, params: { stepId: step.id, key: step.answer.key } }]
                    : []),
                  stay,
                ],
              },
            ];
      const consent =
        step.kind === 'email' && step.answer
          ? [
              {
                guard: { type: 'answered' as const, params: { key: step.answer.key, required: true } },
                actions: [
                  { type: 'recordConsent' as const, params: { key: step.answer.key } },
                  { type: 'giveLead' as const, params: { stepId: step.id, key: step.answer.key } },
                  stay,
                ],
              },
              { actions: [{ type: 'recordConsent' as const, params: { key: step.answer.key } }, stay] },
            ]
          : [];
      // The step actor's code arrived after the visitor reached the step: the step starts again with the real one.
      const ready = acts ? [{ target: step.id, reenter: true }] : [];
      return [
        step.id,
        {
          tags: next.length === 0 ? [TERMINAL_TAG] : [],
          invoke,
          after,
          on: {
            ANSWER: answer,
            NEXT: onNext,
            BACK: back,
            EMAIL_CONSENT: consent,
            STEP_ACTORS_READY: ready,
          },
        },
      ];
    }),
  );

  return machineSetup.createMachine({
    id: flow.id,
    initial: flow.firstStep,
    context: ({ input }) => ({
      answers: {},
      outcomes: {},
      path: [flow.firstStep],
      trail: [flow.firstStep],
      hosted: false,
      restores: 0,
      attribution: input.attribution ?? {},
      funnelCondition: input.funnelCondition,
      locale: input.locale,
    }),
    on: {
      SET_LOCALE: { actions: 'setLocale' as const },
      UPSELL_BOUGHT: {
        guard: 'boughtAnew' as const,
        actions: [
          'recordUpsell' as const,
          'announceUpsell' as const,
          { type: 'keep' as const, params: { address: 'stay' as const } },
        ],
      },
      // The decided currency (CURRENCY_DECIDER_ID): kept apart from the visit, by the decider itself.
      [`xstate.done.actor.${CURRENCY_DECIDER_ID}`]: { actions: 'takeDecidedCurrency' as const },
      // Undecided (its code could not load): the visit pays in the funnel's first currency, as before a decision.
      [`xstate.error.actor.${CURRENCY_DECIDER_ID}`]: {},
      SET_ATTRIBUTION: { actions: 'setAttribution' as const },
      RESTORE: [
        // A visit with nothing saved begins on the first step.
        {
          guard: and(['fresh', { type: 'restoresTo' as const, params: { stepId: flow.firstStep } }]),
          target: `.${flow.firstStep}`,
          reenter: true,
          actions: [
            'restore' as const,
            'host' as const,
            { type: 'keep' as const, params: { address: 'replace' as const } },
            'startVisit' as const,
            { type: 'showStep' as const, params: { stepId: flow.firstStep } },
          ],
        },
        ...flow.steps.map((step) => ({
          guard: { type: 'restoresTo' as const, params: { stepId: step.id } },
          target: `.${step.id}`,
          // Entered afresh even when it is the step the visitor is on: its actor starts for the restored visit.
          reenter: true,
          actions: [
            'restore' as const,
            'host' as const,
            { type: 'keep' as const, params: { address: 'replace' as const } },
          ],
        })),
      ],
    },
    states,
  });
}

export type FlowMachine = ReturnType<typeof buildFlowMachine>;
