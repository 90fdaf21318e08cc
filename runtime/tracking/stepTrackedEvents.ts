import type { EventKind } from '../../schemas/enums/eventKinds';
import type { Flow } from '../../schemas/flowSchema';
import { stepKindRule } from '../../schemas/stepKinds';
import type { Step } from '../../schemas/stepSchema';
import { type Moment, majorUnits } from './stepMoments';
import type { FunnelEvent, StepMoment } from './trackingHub';

type StepEvent = NonNullable<Step['events']>[number];

/**
 * When each kind of step event is sent (SPEC §3 event kinds): the base event when the step is shown, the click
 * event when the visitor goes on with an answer (or the step's button), the skip event when they go on without
 * one. The get-offer event is sent when the offer is taken: a product bought on an upsell step, the payment step
 * reached on a payment step, a plan or offer chosen elsewhere.
 */
const EVENT_MOMENTS = {
  baseEvent: () => 'shown',
  clickEvent: () => 'answered',
  skipEvent: () => 'skipped',
  getOfferEvent: (step) =>
    stepKindRule(step.kind).content.includes('upsells')
      ? 'offerTaken'
      : stepKindRule(step.kind).charges
        ? 'shown'
        : 'answered',
} as const satisfies Record<EventKind, (step: Step) => StepMoment>;

/** The moment a step event is sent at; a Purchase is sent only once the payment is confirmed, with its value. */
export function eventMoment(step: Step, event: StepEvent): StepMoment {
  return event.marketingEvent === 'Purchase' ? 'paid' : EVENT_MOMENTS[event.kind](step);
}

export type EventContext = {
  funnel: string;
  visitId: string;
  newId: () => string;
  now: () => number;
};

/** The funnel events that the definitions' step events make of these moments, in order. */
export function stepTrackedEvents(flow: Flow, moments: readonly Moment[], context: EventContext): FunnelEvent[] {
  const steps = new Map(flow.steps.map((s) => [s.id, s]));
  return moments.flatMap((moment) => {
    const step = steps.get(moment.stepId);
    if (step === undefined) return [];
    return (step.events ?? [])
      .filter((event) => eventMoment(step, event) === moment.moment)
      .map((event) => ({
        id: context.newId(),
        visitId: context.visitId,
        funnel: context.funnel,
        stepId: step.id,
        kind: event.kind,
        moment: moment.moment,
        sections: step.sections ?? [],
        ...(event.marketingEvent !== undefined && { marketingEvent: event.marketingEvent }),
        ...(moment.amount !== undefined && { value: majorUnits(moment.amount) }),
        ...(moment.currency !== undefined && { currency: moment.currency }),
        at: context.now(),
      }));
  });
}
