import type { Flow } from '@/schemas/flowSchema';
import type { StepKind } from '@/schemas/stepKinds';
import {
  type CancelledOutcome,
  type LookupOutcome,
  lookupOutcome,
  type VerifiedOutcome,
  verifiedOutcome,
} from '@/schemas/stepOutcomes';
import { type CancelCall, NoSubscription } from './cancelStepMachine';
import type { checkoutApi } from './checkoutApi';
import { latestOutcome } from './latestOutcome';

/** The gateway calls of cancelling (checkoutApi in the browser). */
export type CancelApi = Pick<typeof checkoutApi, 'requestCancelCode' | 'verifyCancelEmail' | 'cancelSubscription'>;

/** The subscription status the provider reports for one that is cancelled already. */
const CANCELLED = 'cancelled';

/**
 * The gateway call of one cancel step, made with the visitor's answer and what the earlier steps found: the
 * lookup asks for a code to be mailed to the email, and keeps the lookup's id; the verify step proves the email with
 * the code of that lookup and picks the subscription still running; the confirm step cancels it with the verify step's token, the answer as the reason.
 * What it answers is the step's outcome, kept with the visit for the steps after it.
 */
export async function callCancelStep(
  api: CancelApi,
  flow: Flow,
  call: CancelCall,
): Promise<LookupOutcome | VerifiedOutcome | CancelledOutcome> {
  const answer = typeof call.answer === 'string' ? call.answer.trim() : '';
  const kind = call.kind as StepKind;
  if (kind === 'cancelLookup') {
    const { lookup } = await api.requestCancelCode({ email: answer, locale: call.visit.locale });
    return { lookup };
  }
  if (kind === 'cancelVerify') {
    const lookup = lookupOutcome(latestOutcome(flow, call.visit, 'cancelLookup'))?.lookup ?? '';
    const verified = await api.verifyCancelEmail({ lookup, code: answer });
    const open = verified.subscriptions.find((s) => s.status !== CANCELLED);
    if (open === undefined) throw new NoSubscription();
    return { token: verified.token, subscriptionId: open.id };
  }
  if (kind === 'cancelConfirm') {
    const verified = verifiedOutcome(latestOutcome(flow, call.visit, 'cancelVerify'));
    const cancelled = await api.cancelSubscription({
      token: verified?.token ?? '',
      subscriptionId: verified?.subscriptionId ?? '',
      reason: answer || undefined,
    });
    return { mode: cancelled.mode, accessUntil: cancelled.accessUntil };
  }
  throw new Error(`${call.kind} steps make no gateway call`);
}
