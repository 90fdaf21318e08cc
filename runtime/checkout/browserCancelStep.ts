import { fromPromise } from 'xstate';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import type { Flow } from '@/schemas/flowSchema';
import { callCancelStep } from './callCancelStep';
import { type CancelCall, cancelProblemOf, cancelStepMachine } from './cancelStepMachine';
import { checkoutApi } from './checkoutApi';

/**
 * The cancel steps' machine in the browser, for one flow: each step's call goes to the gateway, and a failure that
 * is ours to fix (not a wrong code, not a rate limit) is reported.
 */
export function browserCancelStep(flow: Flow) {
  return cancelStepMachine.provide({
    actors: { callGateway: fromPromise<unknown, CancelCall>(({ input }) => callCancelStep(checkoutApi, flow, input)) },
    actions: {
      reportProblem: ({ context }, error) => {
        if (cancelProblemOf(error).kind === 'ours') reportError(error, { step: context.step.stepId });
      },
    },
  });
}
