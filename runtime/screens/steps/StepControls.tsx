'use client';

import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import type { StepKind } from '@/schemas/stepKinds';
import { ContentStep } from './ContentStep';
import { LIGHT_STEP_CONTROLS } from './lightStepControls';
import type { StepScreenProps } from './stepScreenProps';

// Funnels open on content and choice steps: only their controls (LIGHT_STEP_CONTROLS) come with every first step.
// The others load with their step (rendered on the server when a page opens on one, hydrated once loaded), and are
// fetched ahead while the step before is shown (warmStepControls), so going on never waits for them. React's lazy,
// not next/dynamic: these controls load with the flow runtime, itself loaded after the first paint, and next/dynamic
// would name chunks for the server to preload that the build does not write for code loaded that way.
const MultipleChoiceStep = lazy(() => import('./MultipleChoiceStep').then((m) => ({ default: m.MultipleChoiceStep })));
const TextAnswerStep = lazy(() => import('./TextAnswerStep').then((m) => ({ default: m.TextAnswerStep })));
const BirthDateStep = lazy(() => import('./BirthDateStep').then((m) => ({ default: m.BirthDateStep })));
const BirthPlaceStep = lazy(() => import('./BirthPlaceStep').then((m) => ({ default: m.BirthPlaceStep })));
const PalmPhotoStep = lazy(() => import('./PalmPhotoStep').then((m) => ({ default: m.PalmPhotoStep })));
const FacePhotoStep = lazy(() => import('./FacePhotoStep').then((m) => ({ default: m.FacePhotoStep })));
const TalkWithExpertStep = lazy(() => import('./TalkWithExpertStep').then((m) => ({ default: m.TalkWithExpertStep })));
const LoadingStep = lazy(() => import('./LoadingStep').then((m) => ({ default: m.LoadingStep })));
const PlanStep = lazy(() => import('./PlanStep').then((m) => ({ default: m.PlanStep })));
const BillingStep = lazy(() => import('./BillingStep').then((m) => ({ default: m.BillingStep })));
// Cancelling is rare and far from any ad's landing: its code stays out of the funnels' first steps.
const CancelStep = lazy(() => import('./CancelStep').then((m) => ({ default: m.CancelStep })));
const CancelDoneStep = lazy(() => import('./CancelStep').then((m) => ({ default: m.CancelDoneStep })));

const noSubscription = () => () => {};
/** Controls drawn in the browser only: nothing on the server nor while hydrating, then the controls. */
function inBrowserOnly(Controls: ComponentType<StepScreenProps>): ComponentType<StepScreenProps> {
  return function InBrowser(props: StepScreenProps) {
    const hydrated = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    return hydrated ? <Controls {...props} /> : null;
  };
}
/** The payment form comes with the provider's SDK: it loads on payment and upsell steps only, in the browser. */
const PaymentStep = inBrowserOnly(lazy(() => import('./PaymentStep')));
const UpsellStep = inBrowserOnly(lazy(() => import('./UpsellStep')));

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
  birthPlace: BirthPlaceStep,
  palmPhoto: PalmPhotoStep,
  facePhoto: FacePhotoStep,
  talkWithExpert: TalkWithExpertStep,
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
  birthPlace: () => import('./BirthPlaceStep'),
  palmPhoto: () => import('./PalmPhotoStep'),
  facePhoto: () => import('./FacePhotoStep'),
  talkWithExpert: () => import('./TalkWithExpertStep'),
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
  return (
    <Suspense>
      <Controls {...props} />
    </Suspense>
  );
}
