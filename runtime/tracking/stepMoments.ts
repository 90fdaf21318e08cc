import { CURRENCIES, type Currency } from '../../schemas/enums/currencies';
import type { Flow } from '../../schemas/flowSchema';
import { stepKindRule } from '../../schemas/stepKinds';
import type { Step } from '../../schemas/stepSchema';
import { boughtUpsells } from '../flow/boughtUpsells';
import type { StepMoment } from './trackingHub';

/** What the tracking reads of a visit: the way taken, the answers and the steps' outcomes. */
export type VisitFacts = {
  path: readonly string[];
  answers: Record<string, unknown>;
  outcomes: Record<string, unknown>;
  /** The last step the visitor left the flow from, by its button (to the step's target). */
  exited?: string;
};

/** Something a visitor did on a step; `key` names it once per visit, so a reload or a way back never repeats it. */
export type Moment = {
  key: string;
  stepId: string;
  moment: StepMoment;
  /** Paid and offer taken: what was charged, in minor units. */
  amount?: number;
  currency?: Currency;
};

/** Money is kept in minor units, hundredths of the currency (schemas/moneySchema.ts). */
const MINOR_UNITS_PER_MAJOR = 100;

/** An amount in minor units as pixels and analytics take it: in units of the currency. */
export function majorUnits(minor: number): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

/** Whether an answer was given: skipping an optional step leaves none. */
function given(answer: unknown): boolean {
  return answer !== undefined && answer !== null && answer !== '' && !(Array.isArray(answer) && answer.length === 0);
}

/** A payment step's outcome (the flow keeps the confirmed order and what it charged, see PaymentDone). */
function paymentOf(outcome: unknown): { orderId: string; amount?: number; currency?: Currency } | undefined {
  if (typeof outcome !== 'object' || outcome === null || !('orderId' in outcome)) return undefined;
  const { orderId } = outcome;
  const amount = 'amount' in outcome ? outcome.amount : undefined;
  const currency = CURRENCIES.find((c) => 'currency' in outcome && c === outcome.currency);
  if (typeof orderId !== 'string') return undefined;
  return { orderId, ...(typeof amount === 'number' && { amount }), ...(currency !== undefined && { currency }) };
}

/** How the visitor left a step going forward: with an answer (or the step's button), or skipping it. */
function leaving(step: Step, after: VisitFacts): StepMoment {
  if (stepKindRule(step.kind).content.includes('upsells'))
    return boughtUpsells(after.outcomes, step.id).length > 0 ? 'answered' : 'skipped';
  if (step.answer === undefined) return 'answered';
  return given(after.answers[step.answer.key]) ? 'answered' : 'skipped';
}

/**
 * What happened between two states of a visit (`before` is undefined on arrival): a step shown, a step left going
 * forward (answered or skipped; a last step by its button, to its target), a payment confirmed, an upsell bought. Going back is not a moment.
 */
export function stepMoments(flow: Flow, before: VisitFacts | undefined, after: VisitFacts): Moment[] {
  const steps = new Map(flow.steps.map((s) => [s.id, s]));
  const moments: Moment[] = [];
  const current = after.path.at(-1);
  const previous = before?.path.at(-1);
  const forward =
    before !== undefined &&
    after.path.length === before.path.length + 1 &&
    before.path.every((id, i) => after.path[i] === id);
  const left = forward && previous !== undefined ? steps.get(previous) : undefined;
  // Forward to the next step, or out of the flow by a last step's button.
  const exited = before !== undefined && after.exited !== before.exited ? after.exited : undefined;
  for (const gone of [left, exited === undefined ? undefined : steps.get(exited)]) {
    if (gone === undefined) continue;
    const moment = leaving(gone, after);
    moments.push({ key: `${gone.id}:${moment}`, stepId: gone.id, moment });
  }
  for (const [stepId, outcome] of Object.entries(after.outcomes)) {
    const step = steps.get(stepId);
    if (step === undefined || before === undefined || before.outcomes[stepId] === outcome) continue;
    const paid = stepKindRule(step.kind).charges ? paymentOf(outcome) : undefined;
    if (paid !== undefined && paymentOf(before.outcomes[stepId])?.orderId !== paid.orderId)
      moments.push({ key: `${stepId}:paid:${paid.orderId}`, stepId, moment: 'paid', ...paid });
    const earlier = new Set(boughtUpsells(before.outcomes, stepId).map((b) => b.productId));
    for (const bought of boughtUpsells(after.outcomes, stepId).filter((b) => !earlier.has(b.productId)))
      moments.push({
        key: `${stepId}:offerTaken:${bought.productId}`,
        stepId,
        moment: 'offerTaken',
        ...(bought.amount !== undefined && { amount: bought.amount }),
        ...(bought.currency !== undefined && { currency: bought.currency }),
      });
  }
  if (current !== undefined && current !== previous)
    moments.push({ key: `${current}:shown`, stepId: current, moment: 'shown' });
  return moments;
}
