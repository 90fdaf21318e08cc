import { assign, fromPromise, setup } from 'xstate';
import { HttpError } from '@/runtime/platform/http/httpError';
import type { StepVisit } from '@/schemas/stepVisit';
import { errorOf } from './errorOf';
import { refusalOf } from './refusalOf';

/** A cancel step, as the flow invokes its actor: which step, of which kind, on which visit. */
export type CancelStepInput = { stepId: string; kind: string; visit: StepVisit };

/** What the gateway call of a cancel step is asked: the step, and the visitor's answer to it. */
export type CancelCall = CancelStepInput & { answer: unknown };

/** HTTP 429: over a rate limit. */
const TOO_MANY_REQUESTS = 429;

/** The verify step found no subscription left to cancel for the email. */
export class NoSubscription extends Error {
  constructor() {
    super('No subscription to cancel');
    this.name = 'NoSubscription';
  }
}

/** Why a cancel step did not go on, as the visitor is told: a wrong code, too many tries, waiting, or our fault. */
export type CancelProblem =
  | { kind: 'codeInvalid' | 'tooManyAttempts' | 'noSubscription' | 'ours' }
  | { kind: 'rateLimited'; retryAfterSeconds?: number };

/** The problem a failed gateway call is to the visitor (only `ours` is reported: the others are theirs, or waits). */
export function cancelProblemOf(error: unknown): CancelProblem {
  if (error instanceof NoSubscription) return { kind: 'noSubscription' };
  const refusal = refusalOf(error);
  if (refusal?.code === 'code_invalid') return { kind: 'codeInvalid' };
  if (refusal?.code === 'too_many_attempts') return { kind: 'tooManyAttempts' };
  // Over a rate limit (docs/decisions/0008), ours or a proxy's (whose answer says nothing more): the visitor waits.
  const tooMany = error instanceof HttpError && error.originalStatusCode === TOO_MANY_REQUESTS;
  if (tooMany || refusal?.code === 'rate_limited')
    return { kind: 'rateLimited', retryAfterSeconds: refusal?.retryAfterSeconds };
  return { kind: 'ours' };
}

/**
 * One step of cancelling a subscription (find it by email, prove the email with the mailed code, confirm): the
 * visitor's answer is submitted (the flow forwards its NEXT), the step's gateway call is made (the `callGateway`
 * actor, provided by the host), and the machine is done with what the call answered, so the flow goes on only
 * once the gateway agreed. A refusal keeps the visitor on the step with the problem, to try again.
 */
export const cancelStepMachine = setup({
  types: {
    context: {} as { step: CancelStepInput; problem?: CancelProblem; outcome?: unknown },
    events: {} as { type: 'SUBMIT'; answer: unknown },
    input: {} as CancelStepInput,
    output: {} as { outcome: unknown },
  },
  actors: {
    callGateway: fromPromise<unknown, CancelCall>(() => {
      throw new Error('callGateway is provided by the host (machine.provide)');
    }),
  },
  actions: {
    recordProblem: assign((_, error: unknown) => ({ problem: cancelProblemOf(error) })),
    // The host reports to error monitoring what is ours to fix.
    reportProblem: (_, _error: unknown) => {},
  },
}).createMachine({
  id: 'cancelStep',
  context: ({ input }) => ({ step: input }),
  output: ({ context }) => ({ outcome: context.outcome }),
  initial: 'editing',
  states: {
    editing: { on: { SUBMIT: 'calling' } },
    calling: {
      entry: assign({ problem: undefined }),
      invoke: {
        src: 'callGateway',
        input: ({ context, event }) => ({
          ...context.step,
          answer: event.type === 'SUBMIT' ? event.answer : undefined,
        }),
        onDone: { target: 'done', actions: assign({ outcome: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: [
            { type: 'recordProblem', params: errorOf },
            { type: 'reportProblem', params: errorOf },
          ],
        },
      },
    },
    done: { type: 'final' },
  },
});

export type CancelStepMachine = typeof cancelStepMachine;
