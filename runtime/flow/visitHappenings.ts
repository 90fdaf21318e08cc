import type { PaymentOutcome, UpsellBought } from '@/schemas/stepOutcomes';

/**
 * What a visitor did, as the flow machine says it at the moment it happens (XState's `emit`): tracking, leads and the
 * marketer's report listen to these, and nothing rebuilds them from the visit's state. Restoring a visit (a reload,
 * browser back and forward) says nothing: it happened before.
 */
export type VisitHappening =
  /** A visit with nothing saved began, on its first step (a reload or a second tab of it does not begin one). */
  | { type: 'visitStarted'; stepId: string }
  /** A step came on screen by going on to it (or as the first step of a visit begun). */
  | { type: 'stepShown'; stepId: string }
  /**
   * The visitor went on from a step with its answer, or by its button (a step asking nothing, a last step's button
   * out of the flow, a payment made, an upsell bought).
   */
  | { type: 'stepAnswered'; stepId: string }
  /** The visitor went on from a step without answering it (an optional question, an upsell declined). */
  | { type: 'stepSkipped'; stepId: string }
  /** An email was given on an email step, or its consent answer was (the lead is the latest of these). */
  | { type: 'leadGiven'; stepId: string; email: string; consent?: boolean }
  /** A payment step's payment was confirmed by the gateway: the order, what it charged and bought, how it was paid. */
  | ({ type: 'paid'; stepId: string } & PaymentOutcome)
  /** An upsell was bought on an upsell step (the gateway confirmed its payment). */
  | ({ type: 'offerTaken'; stepId: string } & UpsellBought);
