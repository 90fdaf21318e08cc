'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { StepKind } from '../../../schemas/stepKinds';
import { BirthDateStep } from './BirthDateStep';
import { ChoiceStep } from './ChoiceStep';
import { ContentStep } from './ContentStep';
import { LoadingStep } from './LoadingStep';
import { MultipleChoiceStep } from './MultipleChoiceStep';
import { PalmPhotoStep } from './PalmPhotoStep';
import { PlanStep } from './PlanStep';
import type { StepScreenProps } from './stepScreenProps';
import { TextAnswerStep } from './TextAnswerStep';

/** The payment form comes with the provider's SDK: it loads on payment and upsell steps only, in the browser. */
const PaymentStep = dynamic(() => import('./PaymentStep'), { ssr: false });
const UpsellStep = dynamic(() => import('./UpsellStep'), { ssr: false });
// Cancelling is rare and far from any ad's landing: its code stays out of the funnels' first steps.
const CancelStep = dynamic(() => import('./CancelStep').then((m) => m.CancelStep));
const CancelDoneStep = dynamic(() => import('./CancelStep').then((m) => m.CancelDoneStep));

/** The interactive part of each kind of screen; kinds not listed show their content and button. */
const CONTROLS: Partial<Record<StepKind, ComponentType<StepScreenProps>>> = {
  singleChoice: ChoiceStep,
  imageChoice: ChoiceStep,
  gender: ChoiceStep,
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
  trialPayment: PaymentStep,
  payment: PaymentStep,
  paymentWithDiscount: PaymentStep,
  trialPaymentWithDiscount: PaymentStep,
  upsells: UpsellStep,
  ecomUpsell: UpsellStep,
};

export function StepControls(props: StepScreenProps) {
  const Controls = CONTROLS[props.step.kind] ?? ContentStep;
  return <Controls {...props} />;
}
