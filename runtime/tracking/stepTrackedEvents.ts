import type { VisitHappening } from '@/runtime/flow/visitHappenings';
import type { Currency } from '@/schemas/enums/currencies';
import type { EventKind } from '@/schemas/enums/eventKinds';
import type { PaymentMethod } from '@/schemas/enums/paymentMethods';
import type { Flow } from '@/schemas/flowSchema';
import { majorUnits } from '@/schemas/payments/majorUnits';
import { purchaseEventId } from '@/schemas/payments/purchaseEventId';
import { stepKindRule } from '@/schemas/stepKinds';
import type { PaymentOutcome } from '@/schemas/stepOutcomes';
import type { Step } from '@/schemas/stepSchema';
import type { FunnelEvent, PixelEvent, StepMoment } from './trackingHub';

type StepEvent = NonNullable<Step['events']>[number];

/** Something a visitor did on a step; `key` names it once per visit, so a way back or a reload never repeats it. */
export type Moment = {
  key: string;
  stepId: string;
  moment: StepMoment;
  /** Paid and offer taken: what was charged, in minor units. */
  amount?: number;
  currency?: Currency;
  /** Paid: the order the gateway confirmed, what it bought, and how it was paid. */
  orderId?: string;
  productId?: string;
  paymentMethod?: PaymentMethod;
};

const money = (h: { amount?: number; currency?: Currency }) => ({
  ...(h.amount !== undefined && { amount: h.amount }),
  ...(h.currency !== undefined && { currency: h.currency }),
});

/** A sale the gateway confirmed on a step: its paid moment, once per order. */
const sale = (stepId: string, sold: PaymentOutcome): Moment => ({
  key: `${stepId}:paid:${sold.orderId}`,
  stepId,
  moment: 'paid',
  orderId: sold.orderId,
  ...(sold.productId !== undefined && { productId: sold.productId }),
  ...(sold.paymentMethod !== undefined && { paymentMethod: sold.paymentMethod }),
  ...money(sold),
});

/**
 * The step moments a happening is, for the step events of the definitions; none for those they do not name. An
 * upsell bought is its offer taken and a sale, as a payment made is.
 */
export function momentsOf(happening: VisitHappening): Moment[] {
  const { stepId } = happening;
  switch (happening.type) {
    case 'stepShown':
      return [{ key: `${stepId}:shown`, stepId, moment: 'shown' }];
    case 'stepAnswered':
      return [{ key: `${stepId}:answered`, stepId, moment: 'answered' }];
    case 'stepSkipped':
      return [{ key: `${stepId}:skipped`, stepId, moment: 'skipped' }];
    case 'paid':
      return [sale(stepId, happening)];
    case 'offerTaken':
      return [
        { key: `${stepId}:offerTaken:${happening.productId}`, stepId, moment: 'offerTaken', ...money(happening) },
        sale(stepId, happening),
      ];
    case 'leadGiven':
      return happening.email.trim() === '' ? [] : [{ key: `${stepId}:lead`, stepId, moment: 'leadGiven' }];
    case 'visitStarted':
      return [];
  }
}

/**
 * When each kind of step event is sent (the event kinds of docs/entities.md#step-events): the base event when the step
 * is shown, the click event when the visitor goes on with an answer (or the step's button), the skip event when they go
 * on without one. The get-offer event is sent when the offer is taken: a product bought on an upsell step, the payment
 * step reached on a payment step, a plan or offer chosen elsewhere.
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

/** An event sent at a moment: one the step declares, or one of the runtime's own. */
type SentEvent = { kind: EventKind; marketingEvent?: PixelEvent };

/** The Purchase of a sale whose step declares none: every sale is one, so the ad networks hear each. */
const SALE_PURCHASE: SentEvent = { kind: 'getOfferEvent', marketingEvent: 'Purchase' };
/** The Lead of an email given: the email step is answered by it. */
const LEAD: SentEvent = { kind: 'clickEvent', marketingEvent: 'Lead' };

/**
 * The step's events sent at a moment: at a sale, exactly one of them a Purchase (the one declared, or SALE_PURCHASE);
 * at an email given, the Lead.
 */
function eventsAt(step: Step, moment: Moment): SentEvent[] {
  if (moment.moment === 'leadGiven') return [LEAD];
  const declared = (step.events ?? []).filter((event) => eventMoment(step, event) === moment.moment);
  if (moment.moment !== 'paid' || declared.some((event) => event.marketingEvent === 'Purchase')) return declared;
  return [...declared, SALE_PURCHASE];
}

/**
 * The funnel events that the definitions' step events make of these moments, in order. A sale's Purchase has its
 * order's event id (purchaseEventId: the server's copy of it is deduplicated by it), its value in units of the
 * currency, and the product bought.
 */
export function stepTrackedEvents(flow: Flow, moments: readonly Moment[], context: EventContext): FunnelEvent[] {
  const steps = new Map(flow.steps.map((s) => [s.id, s]));
  return moments.flatMap((moment) => {
    const step = steps.get(moment.stepId);
    if (step === undefined) return [];
    return eventsAt(step, moment).map((event) => {
      // A sale's Purchase is named by its order.
      const orderId = event.marketingEvent === 'Purchase' ? moment.orderId : undefined;
      return {
        id: orderId !== undefined ? purchaseEventId(orderId) : context.newId(),
        visitId: context.visitId,
        funnel: context.funnel,
        stepId: step.id,
        kind: event.kind,
        moment: moment.moment,
        sections: step.sections ?? [],
        ...(event.marketingEvent !== undefined && { marketingEvent: event.marketingEvent }),
        ...(moment.amount !== undefined &&
          moment.currency !== undefined && { value: majorUnits(moment.amount, moment.currency) }),
        ...(moment.currency !== undefined && { currency: moment.currency }),
        ...(orderId !== undefined && {
          orderId,
          products: moment.productId === undefined ? [] : [moment.productId],
          ...(moment.paymentMethod !== undefined && { paymentMethod: moment.paymentMethod }),
        }),
        at: context.now(),
      };
    });
  });
}
