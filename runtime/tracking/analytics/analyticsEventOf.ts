import type { FunnelEvent, StepMoment } from '@/runtime/tracking/trackingHub';
import type { AnalyticsEvent } from '@/schemas/gateway/analyticsEventsRequest';

/** The product-analytics name of each step moment: what a chart of the funnel is drawn from. */
export const STEP_EVENT_NAMES = {
  shown: 'step_shown',
  answered: 'step_answered',
  skipped: 'step_skipped',
  offerTaken: 'offer_taken',
  paid: 'purchase',
  leadGiven: 'lead',
} as const satisfies Record<StepMoment, string>;

/**
 * What analytics is told about the funnel with every event (docs/product.md#services-started-with-the-app: the funnel's
 * name and locale), and, in an experiment, the visitor's variant, so every chart can be split by it.
 */
export type AnalyticsFunnel = {
  name: string;
  locale: string;
  experiment?: { experimentId: string; variantId: string };
};

/** The properties every event carries about its funnel. */
export function funnelProperties(funnel: AnalyticsFunnel): Record<string, string> {
  return {
    funnel_name: funnel.name,
    locale: funnel.locale,
    ...(funnel.experiment && {
      experiment_id: funnel.experiment.experimentId,
      variant_id: funnel.experiment.variantId,
    }),
  };
}

/**
 * A funnel event as product analytics receives it (the analytics service and the app's own store alike): named
 * for its moment, with the step event kind, the page sections, the marketing event and money when there are, and
 * the funnel's name and locale. The id is the funnel event's, so every sink reports the same event.
 */
export function analyticsEventOf(event: FunnelEvent, funnel: AnalyticsFunnel): AnalyticsEvent {
  return {
    id: event.id,
    visitId: event.visitId,
    funnel: event.funnel,
    stepId: event.stepId,
    name: STEP_EVENT_NAMES[event.moment],
    kind: event.kind,
    properties: {
      ...funnelProperties(funnel),
      step_id: event.stepId,
      event_kind: event.kind,
      sections: event.sections,
      ...(event.marketingEvent === undefined ? {} : { marketing_event: event.marketingEvent }),
      ...(event.value === undefined ? {} : { value: event.value }),
      ...(event.currency === undefined ? {} : { currency: event.currency }),
      ...(event.orderId === undefined ? {} : { order_id: event.orderId, products: event.products ?? [] }),
      ...(event.paymentMethod === undefined ? {} : { payment_method: event.paymentMethod }),
    },
    at: event.at,
  };
}
