import type { AnyActorRef } from 'xstate';
import type { Flow } from '../../../schemas/flowSchema';
import type { Funnel } from '../../../schemas/funnelSchema';
import type { Step } from '../../../schemas/stepSchema';

/** What every step screen gets: its step, the visitor's locale and answer, and the two ways to act. */
export type StepScreenProps = {
  step: Step;
  funnel: Funnel;
  locale: string;
  /** The answer already given to this step, if any (after going back, or a reload). */
  answer: unknown;
  /** Records an answer; returns why it was refused, or undefined when kept. */
  onAnswer: (value: unknown) => string | undefined;
  /** Goes on to the next step. */
  onNext: () => void;
  /**
   * The visit so far: the flow, the way taken, every answer (checkout reads the plan and the email) and
   * the order paid on the last payment step (upsells charge its card again).
   */
  visit: { flow: Flow; path: readonly string[]; answers: Record<string, unknown>; paidOrderId?: string };
  /** Payment steps: the payment form the flow invoked; undefined while its code loads, null if it could not. */
  payment?: AnyActorRef | null;
  /** Email steps: the visitor's consent to receive email, and how to record it. */
  consent?: boolean;
  onConsent?: (given: boolean) => void;
};
