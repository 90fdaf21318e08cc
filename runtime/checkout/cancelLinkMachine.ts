import { assign, fromPromise, setup } from 'xstate';
import { HttpError } from '@/runtime/platform/http/httpError';
import type { CancelAnswer } from '@/schemas/gateway/cancelAnswer';
import type { CancellableSubscription, CancelVerifiedAnswer } from '@/schemas/gateway/cancelVerifiedAnswer';
import { errorOf } from './errorOf';
import { refusalOf } from './refusalOf';

/** The subscription status a verified email's cancelled subscriptions show (answerVerifiedEmail). */
const CANCELLED = 'cancelled';
/** HTTP 429: over a rate limit. */
const TOO_MANY_REQUESTS = 429;

/** Why the page cannot cancel (yet): its link is gone or not one, the visitor must wait, or the fault is ours. */
export type CancelLinkProblem =
  | { kind: 'missing' | 'expired' | 'invalid' | 'ours' }
  | { kind: 'rateLimited'; retryAfterSeconds?: number };

/** What a refused or failed call of the page is to the visitor. */
export function cancelLinkProblemOf(error: unknown): CancelLinkProblem {
  const refusal = refusalOf(error);
  if (refusal?.code === 'link_expired') return { kind: 'expired' };
  if (refusal?.code === 'link_invalid') return { kind: 'invalid' };
  const tooMany = error instanceof HttpError && error.originalStatusCode === TOO_MANY_REQUESTS;
  if (tooMany || refusal?.code === 'rate_limited')
    return { kind: 'rateLimited', retryAfterSeconds: refusal?.retryAfterSeconds };
  return { kind: 'ours' };
}

/** The cancel token expired while the page stood open (it lasts half an hour): the link proves the email again. */
const tokenExpired = (error: unknown) => refusalOf(error)?.code === 'token_invalid';

/**
 * The page a cancel mail's link opens (docs/decisions/0037): told the link once the page's address is read (OPENED),
 * it proves the email with it (the `verifyLink` actor), shows the subscriptions still running, and cancels the one the
 * visitor presses for (`cancel`), never before: a mail scanner that opens the link cancels nothing. A token that
 * expired while the page stood open is renewed with the link, and the press goes on. Both actors are the host's.
 */
export const cancelLinkMachine = setup({
  types: {
    context: {} as {
      link?: string;
      token?: string;
      subscriptions: CancellableSubscription[];
      pressed?: string;
      cancelled?: CancelAnswer;
      problem?: CancelLinkProblem;
    },
    events: {} as { type: 'OPENED'; link: string | null } | { type: 'CANCEL'; subscriptionId: string },
  },
  actors: {
    verifyLink: fromPromise<CancelVerifiedAnswer, { link: string }>(() => {
      throw new Error('verifyLink is provided by the host (machine.provide)');
    }),
    cancel: fromPromise<CancelAnswer, { token: string; subscriptionId: string }>(() => {
      throw new Error('cancel is provided by the host (machine.provide)');
    }),
  },
  actions: {
    recordProblem: assign((_, error: unknown) => ({ problem: cancelLinkProblemOf(error) })),
    // The host reports to error monitoring what is ours to fix.
    reportProblem: (_, _error: unknown) => {},
  },
  guards: {
    nothingOpen: ({ context }) => context.subscriptions.every((s) => s.status === CANCELLED),
    tokenExpired: (_, error: unknown) => tokenExpired(error),
  },
}).createMachine({
  id: 'cancelLink',
  context: { subscriptions: [] },
  initial: 'opening',
  states: {
    opening: {
      on: {
        OPENED: [
          { guard: ({ event }) => !event.link, target: 'refused', actions: assign({ problem: { kind: 'missing' } }) },
          { target: 'checking', actions: assign({ link: ({ event }) => event.link ?? undefined }) },
        ],
      },
    },
    checking: {
      invoke: {
        src: 'verifyLink',
        input: ({ context }) => ({ link: context.link ?? '' }),
        onDone: {
          target: 'verified',
          actions: assign(({ event }) => ({ token: event.output.token, subscriptions: event.output.subscriptions })),
        },
        onError: {
          target: 'refused',
          actions: [
            { type: 'recordProblem', params: errorOf },
            { type: 'reportProblem', params: errorOf },
          ],
        },
      },
    },
    verified: { always: [{ guard: 'nothingOpen', target: 'nothingToCancel' }, { target: 'ready' }] },
    ready: {
      on: {
        CANCEL: {
          target: 'cancelling',
          actions: assign({ pressed: ({ event }) => event.subscriptionId, problem: undefined }),
        },
      },
    },
    cancelling: {
      invoke: {
        src: 'cancel',
        input: ({ context }) => ({ token: context.token ?? '', subscriptionId: context.pressed ?? '' }),
        onDone: { target: 'cancelled', actions: assign({ cancelled: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'tokenExpired', params: errorOf }, target: 'renewing' },
          {
            target: 'ready',
            actions: [
              { type: 'recordProblem', params: errorOf },
              { type: 'reportProblem', params: errorOf },
            ],
          },
        ],
      },
    },
    renewing: {
      invoke: {
        src: 'verifyLink',
        input: ({ context }) => ({ link: context.link ?? '' }),
        onDone: { target: 'cancelling', actions: assign({ token: ({ event }) => event.output.token }) },
        onError: {
          target: 'refused',
          actions: [
            { type: 'recordProblem', params: errorOf },
            { type: 'reportProblem', params: errorOf },
          ],
        },
      },
    },
    cancelled: { type: 'final' },
    nothingToCancel: { type: 'final' },
    refused: { type: 'final' },
  },
});

export type CancelLinkMachine = typeof cancelLinkMachine;
