import type { Currency } from './enums/currencies';
import type { StepOutcomes } from './stepOutcomes';

/**
 * The visit so far, as a step's actor (the payment form, the cancel steps) is given it by the flow: the way taken,
 * every answer, what earlier steps' actors ended with, the visitor's language, the order paid on the last
 * payment step passed (upsells charge its card again), the visit's attribution tags (sent with orders), and the
 * currency it pays in once decided (else the funnel's first).
 */
export type StepVisit = {
  path: readonly string[];
  answers: Record<string, unknown>;
  outcomes: StepOutcomes;
  locale: string;
  paidOrderId?: string;
  attribution?: Record<string, string>;
  currency?: Currency;
  /** The visit's id (the tab's, as leads keep it): orders name it, so the report joins them to the visit. */
  visitId?: string;
};
