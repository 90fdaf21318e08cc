'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { StepKind } from '../../../schemas/stepKinds';
import { ContentStep } from './ContentStep';
import { LIGHT_STEP_CONTROLS } from './lightStepControls';
import type { StepScreenProps } from './stepScreenProps';

// Funnels open on content and choice steps: only their controls (LIGHT_STEP_CONTROLS) come with every first step.
// The others load with their step (rendered on the server, and preloaded, when a funnel opens on one), and are
// fetched ahead once the first step is shown (warmStepControls), so going on never waits for them.
const MultipleChoiceStep = dynamic(() => import('./MultipleChoiceStep').then((m) => m.MultipleChoiceStep));
const TextAnswerStep = dynamic(() => import('./TextAnswerStep').then((m) => m.TextAnswerStep));
const BirthDateStep = dynamic(() => import('./BirthDateStep').then((m) => m.BirthDateStep));
const PalmPhotoStep = dynamic(() => import('./PalmPhotoStep').then((m) => m.PalmPhotoStep));
const LoadingStep = dynamic(() => import('./LoadingStep').then((m) => m.LoadingStep));
const PlanStep = dynamic(() => import('./PlanStep').then((m) => m.PlanStep));
const BillingStep = dynamic(() => import('./BillingStep').then((m) => m.BillingStep));
/** The payment form comes with the provider's SDK: it loads on payment and upsell steps only, in the browser. */
const PaymentStep = dynamic(() => import('./PaymentStep'), { ssr: false });
const UpsellStep = dynamic(() => import('./UpsellStep'), { ssr: false });
// Cancelling is rare and far from any ad's landing: its code stays out of the funnels' first steps.
const CancelStep = dynamic(() => import('./CancelStep').then((m) => m.CancelStep));
const CancelDoneStep = dynamic(() => import('./CancelStep').then((m) => m.CancelDoneStep));

/** The interactive part of each kind of screen; kinds not listed show their content and button. */
const CONTROLS: Partial<Record<StepKind, ComponentType<StepScreenProps>>> = {
  ...LIGHT_STEP_CONTROLS,
  multipleChoice: MultipleChoiceStep,
  cancelConfirm: CancelStep,
  name: TextAnswerStep,
  email: TextAnswerStep,
  phoneNumber: TextAnswerStep,
  cancelLookup: CancelStep,
  cancelVerify: CancelStep,
  cancelDone: CancelDoneStep,
  birthDate: BirthDateStep,
  palmPhoto: PalmPhotoStep,
  loading: LoadingStep,
  trialChoice: PlanStep,
  productOverview: PlanStep,
  billing: BillingStep,
  trialPayment: PaymentStep,
  payment: PaymentStep,
  paymentWithDiscount: PaymentStep,
  trialPaymentWithDiscount: PaymentStep,
  upsells: UpsellStep,
  ecomUpsell: UpsellStep,
};

/** The code of the controls loaded with their step, by kind (the same modules as above). */
const LOADERS: Partial<Record<StepKind, () => Promise<unknown>>> = {
  multipleChoice: () => import('./MultipleChoiceStep'),
  name: () => import('./TextAnswerStep'),
  email: () => import('./TextAnswerStep'),
  phoneNumber: () => import('./TextAnswerStep'),
  birthDate: () => import('./BirthDateStep'),
  palmPhoto: () => import('./PalmPhotoStep'),
  loading: () => import('./LoadingStep'),
  trialChoice: () => import('./PlanStep'),
  productOverview: () => import('./PlanStep'),
  billing: () => import('./BillingStep'),
  trialPayment: () => import('./PaymentStep'),
  payment: () => import('./PaymentStep'),
  paymentWithDiscount: () => import('./PaymentStep'),
  trialPaymentWithDiscount: () => import('./PaymentStep'),
  upsells: () => import('./UpsellStep'),
  ecomUpsell: () => import('./UpsellStep'),
};

/** Fetches the controls a flow's steps need ahead of time (a failure is retried when the step renders). */
export function warmStepControls(kinds: Iterable<StepKind>): void {
  for (const kind of new Set(kinds)) LOADERS[kind]?.().catch(() => undefined);
}

export function StepControls(props: StepScreenProps) {
  const Controls = CONTROLS[props.step.kind] ?? ContentStep;
  return <Controls {...props} />;
}
