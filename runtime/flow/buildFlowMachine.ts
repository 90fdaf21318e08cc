import { type AnyActorLogic, and, assign, setup } from 'xstate';
import type { Condition } from '../../schemas/conditionSchema';
import { flowGraph } from '../../schemas/flowGraph';
import type { Flow } from '../../schemas/flowSchema';
import { STEP_KINDS, stepKindRule } from '../../schemas/stepKinds';
import type { Step } from '../../schemas/stepSchema';
import { answerProblem } from './answers/answerProblem';
import { normalizeAnswer } from './answers/normalizeAnswer';
import { evaluateCondition } from './evaluateCondition';

/** What the visitor has done: answers by key, and the steps visited in order (the way back). */
export type FlowContext = {
  answers: Record<string, unknown>;
  path: string[];
  attribution: Record<string, string>;
  funnelCondition?: string;
  locale: string;
  /** The order paid on the last payment step passed (upsells charge its card again in one click). */
  paidOrderId?: string;
};

export type FlowEvent =
  /** Records the current step's answer (refused when SPEC §5 or the step's options say it is invalid). */
  | { type: 'ANSWER'; value: unknown }
  /** Goes on: the first branch whose condition holds, else the default next step. */
  | { type: 'NEXT' }
  /** Goes back to the step the visitor came from. */
  | { type: 'BACK' }
  /** Puts the visitor back where they were (a reload, or a deep link checked against their answers). */
  | { type: 'RESTORE'; path: string[]; answers: Record<string, unknown>; paidOrderId?: string }
  /** The visitor's language, once known in the browser (conditions may read it). */
  | { type: 'SET_LOCALE'; locale: string }
  /** On an email step: whether the visitor agrees to receive email (kept as answers.<key>Consent). */
  | { type: 'EMAIL_CONSENT'; given: boolean };

export type FlowInput = {
  attribution?: Record<string, string>;
  funnelCondition?: string;
  locale: string;
};

/** The tag of steps a flow may end on (no transition leaves them). */
export const TERMINAL_TAG = 'terminal';

/** The id of the payment form actor a payment step invokes (the flow's snapshot lists it among its children). */
export const PAYMENT_ACTOR_ID = 'payment';

/** What the payment form actor ends with: the order whose payment the gateway confirmed. */
export type PaymentDone = { orderId: string };

function needsAnswer(step: Step): boolean {
  return 'answer' in STEP_KINDS[step.kind] && step.answer !== undefined && !step.answer.optional;
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
     * The payment form (runtime/checkout), invoked on payment steps: the flow goes on when it is done
     * (paid, output PaymentDone), never before. Without it a payment step goes on by NEXT, as in tests
     * of the flow alone.
     */
    paymentForm?: AnyActorLogic;
  } = {},
) {
  const graph = flowGraph(flow);
  const stepsById = new Map(flow.steps.map((s) => [s.id, s]));
  const predecessors = new Map<string, string[]>(flow.steps.map((s) => [s.id, []]));
  for (const [from, edges] of graph.edges) for (const e of edges) predecessors.get(e.to)?.push(from);
  const today = () => options.today ?? new Date();

  const machineSetup = setup({
    types: {} as { context: FlowContext; events: FlowEvent; input: FlowInput },
    actors: { paymentForm: options.paymentForm as AnyActorLogic },
    guards: {
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
      restoresTo: ({ event }, params: { stepId: string }) =>
        event.type === 'RESTORE' &&
        Array.isArray(event.path) &&
        event.path.at(-1) === params.stepId &&
        event.path.every((id) => stepsById.has(id)),
    },
    actions: {
      recordAnswer: assign({
        answers: ({ context, event }, params: { stepId: string }) => {
          const step = stepsById.get(params.stepId);
          if (event.type !== 'ANSWER' || step?.answer === undefined) return context.answers;
          return { ...context.answers, [step.answer.key]: normalizeAnswer(step, event.value) };
        },
      }),
      recordConsent: assign({
        answers: ({ context, event }, params: { key: string }) =>
          event.type === 'EMAIL_CONSENT'
            ? { ...context.answers, [`${params.key}Consent`]: event.given }
            : context.answers,
      }),
      enter: assign({ path: ({ context }, params: { stepId: string }) => [...context.path, params.stepId] }),
      leave: assign({ path: ({ context }) => context.path.slice(0, -1) }),
      setLocale: assign({
        locale: ({ context, event }) => (event.type === 'SET_LOCALE' ? event.locale : context.locale),
      }),
      restore: assign(({ event, context }) =>
        event.type === 'RESTORE'
          ? { path: [...event.path], answers: { ...(event.answers ?? {}) }, paidOrderId: event.paidOrderId }
          : context,
      ),
      recordPayment: assign({
        paidOrderId: ({ event }) => (event as unknown as { output: PaymentDone }).output.orderId,
      }),
    },
  });

  const states = Object.fromEntries(
    flow.steps.map((step) => {
      const answered = {
        type: 'answered' as const,
        params: { key: step.answer?.key, required: needsAnswer(step) },
      };
      const next = [
        ...(step.branches ?? []).map((branch) => ({
          guard: and([answered, { type: 'holds' as const, params: { condition: branch.when } }]),
          target: branch.to,
          actions: { type: 'enter' as const, params: { stepId: branch.to } },
        })),
        ...(step.next === undefined
          ? []
          : [
              {
                guard: answered,
                target: step.next,
                actions: { type: 'enter' as const, params: { stepId: step.next } },
              },
            ]),
      ];
      const back = (predecessors.get(step.id) ?? []).map((from) => ({
        guard: { type: 'cameFrom' as const, params: { stepId: from } },
        target: from,
        actions: 'leave' as const,
      }));
      const answer =
        step.answer === undefined
          ? []
          : [
              {
                guard: { type: 'validAnswer' as const, params: { stepId: step.id } },
                actions: { type: 'recordAnswer' as const, params: { stepId: step.id } },
              },
            ];
      // A payment step with the payment form goes on when the form is done (paid), and only then.
      const pays = options.paymentForm !== undefined && stepKindRule(step.kind).charges === true;
      const invoke = pays
        ? {
            id: PAYMENT_ACTOR_ID,
            src: 'paymentForm' as const,
            input: { mode: 'payment' },
            onDone: next.map((t) => ({ ...t, actions: ['recordPayment' as const, t.actions] })),
          }
        : undefined;
      const consent =
        step.kind === 'email' && step.answer
          ? [{ actions: { type: 'recordConsent' as const, params: { key: step.answer.key } } }]
          : [];
      return [
        step.id,
        {
          tags: next.length === 0 ? [TERMINAL_TAG] : [],
          invoke,
          on: { ANSWER: answer, NEXT: pays ? [] : next, BACK: back, EMAIL_CONSENT: consent },
        },
      ];
    }),
  );

  return machineSetup.createMachine({
    id: flow.id,
    initial: flow.firstStep,
    context: ({ input }) => ({
      answers: {},
      path: [flow.firstStep],
      attribution: input.attribution ?? {},
      funnelCondition: input.funnelCondition,
      locale: input.locale,
    }),
    on: {
      SET_LOCALE: { actions: 'setLocale' as const },
      RESTORE: flow.steps.map((step) => ({
        guard: { type: 'restoresTo' as const, params: { stepId: step.id } },
        target: `.${step.id}`,
        actions: 'restore' as const,
      })),
    },
    states,
  });
}

export type FlowMachine = ReturnType<typeof buildFlowMachine>;
