import type { AnyActorRef } from 'xstate';
import type { Currency } from '@/schemas/enums/currencies';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { StepOutcomes, UpsellBought } from '@/schemas/stepOutcomes';
import type { Step } from '@/schemas/stepSchema';

/** What every step screen gets: its step, the visitor's locale and answer, and the two ways to act. */
export type StepScreenProps = {
  step: Step;
  funnel: Funnel;
  locale: string;
  /** The answer already given to this step, if any (after going back, or a reload). */
  answer: unknown;
  /** Records an answer; returns why it was refused, or undefined when kept. */
  onAnswer: (value: unknown) => string | undefined;
  /** Goes on to the next step; on a last step with a target, records that the visitor leaves by its button. */
  onNext: () => void;
  /** A last step's target as an address: its button is a link there (docs/decisions/0019). */
  exitHref?: string;
  /**
   * The visit so far: the flow, the way taken, every answer (checkout reads the plan and the email), what the
   * actors of steps passed ended with (the cancel steps'), the order paid on the last payment step (upsells
   * charge its card again), and the currency it pays in once decided (visitCurrency).
   */
  visit: {
    flow: Flow;
    path: readonly string[];
    answers: Record<string, unknown>;
    outcomes: StepOutcomes;
    paidOrderId?: string;
    currency?: Currency;
  };
  /**
   * Payment and cancel steps: the actor the flow invoked for the step (the payment form, the gateway call);
   * undefined while its code loads, null if it could not be loaded.
   */
  stepActor?: AnyActorRef | null;
  /** Palm photo steps: the photo given is being scanned (the flow goes on when the scan is over). */
  scanning?: boolean;
  /** Email steps: whether the consent request is shown yet, the visitor's consent, and how to record it. */
  consentAsked?: boolean;
  consent?: boolean;
  onConsent?: (given: boolean) => void;
  /** Upsell steps: records a product bought (the flow keeps it as the step's outcome). */
  onUpsellBought?: (bought: UpsellBought) => void;
};
