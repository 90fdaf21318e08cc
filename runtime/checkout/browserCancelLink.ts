import { fromPromise } from 'xstate';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import type { CancelAnswer } from '@/schemas/gateway/cancelAnswer';
import type { CancelVerifiedAnswer } from '@/schemas/gateway/cancelVerifiedAnswer';
import { cancelLinkMachine, cancelLinkProblemOf } from './cancelLinkMachine';
import { checkoutApi } from './checkoutApi';

/** The cancel link page's machine in the browser: the gateway's calls, and what is ours reported to monitoring. */
export function browserCancelLink() {
  return cancelLinkMachine.provide({
    actors: {
      verifyLink: fromPromise<CancelVerifiedAnswer, { link: string }>(({ input }) =>
        checkoutApi.verifyCancelEmail(input),
      ),
      cancel: fromPromise<CancelAnswer, { token: string; subscriptionId: string }>(({ input }) =>
        checkoutApi.cancelSubscription(input),
      ),
    },
    actions: {
      reportProblem: (_, error) => {
        if (cancelLinkProblemOf(error).kind === 'ours') reportError(error, { page: 'email-cancel' });
      },
    },
  });
}
