'use client';

import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';
import type { StepKind } from '@/schemas/stepKinds';
import { ContentStep } from './content/ContentStep';
import { LIGHT_STEP_CONTROLS } from './lightStepControls';
import type { StepScreenProps } from './stepScreenProps';

// Funnels open on content and choice steps: only their controls (LIGHT_STEP_CONTROLS) come with every first step.
// The others load with their step (rendered on the server when a page opens on one, hydrated once loaded), and are
// fetched ahead while the step before is shown (warmStepControls), so going on never waits for them. React's lazy,
// not next/dynamic: these controls load with the flow runtime, itself loaded after the first paint, and next/dynamic
// would name chunks for the server to preload that the build does not write for code loaded that way.

/** A kind's controls, and the code they come in when they load with their step. */
type Screen = { Controls: ComponentType<StepScreenProps>; load?: () => Promise<unknown> };

/** Controls loaded with their step: `load` fetches their module, `name` is the control's export in it. */
function loadedWithStep<K extends string, M extends Record<K, ComponentType<StepScreenProps>>>(
  load: () => Promise<M>,
  name: K,
): Screen {
  return {
    load,
    Controls: lazy(() =>
      load().then((module): { default: ComponentType<StepScreenProps> } => ({ default: module[name] })),
    ),
  };
}

const noSubscription = () => () => {};
/** Controls drawn in the browser only: nothing on the server nor while hydrating, then the controls. */
function inBrowserOnly({ Controls, load }: Screen): Screen {
  function InBrowser(props: StepScreenProps) {
    const hydrated = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    return hydrated ? <Controls {...props} /> : null;
  }
  return { Controls: InBrowser, ...(load && { load }) };
}

const multipleChoice = loadedWithStep(() => import('./multipleChoice/MultipleChoiceStep'), 'MultipleChoiceStep');
const text = loadedWithStep(() => import('./text/TextAnswerStep'), 'TextAnswerStep');
const birthDate = loadedWithStep(() => import('./birthDate/BirthDateStep'), 'BirthDateStep');
const birthPlace = loadedWithStep(() => import('./birthPlace/BirthPlaceStep'), 'BirthPlaceStep');
const palmPhoto = loadedWithStep(() => import('./photoReading/PalmPhotoStep'), 'PalmPhotoStep');
const facePhoto = loadedWithStep(() => import('./photoReading/FacePhotoStep'), 'FacePhotoStep');
const talkWithExpert = loadedWithStep(() => import('./talkWithExpert/TalkWithExpertStep'), 'TalkWithExpertStep');
const loading = loadedWithStep(() => import('./loading/LoadingStep'), 'LoadingStep');
const plan = loadedWithStep(() => import('./plan/PlanStep'), 'PlanStep');
const billing = loadedWithStep(() => import('./billing/BillingStep'), 'BillingStep');
/** Controls that load when their step is drawn, never fetched ahead. */
const notFetchedAhead = ({ Controls }: Screen): Screen => ({ Controls });
// Cancelling is rare and far from any ad's landing: its code stays out of the funnels' first steps.
const cancel = notFetchedAhead(loadedWithStep(() => import('./cancel/CancelStep'), 'CancelStep'));
const cancelDone = notFetchedAhead(loadedWithStep(() => import('./cancel/CancelStep'), 'CancelDoneStep'));
/** The payment form comes with the provider's SDK: it loads on payment and upsell steps only, in the browser. */
const payment = inBrowserOnly(loadedWithStep(() => import('./payment/PaymentStep'), 'default'));
const upsell = inBrowserOnly(loadedWithStep(() => import('./upsell/UpsellStep'), 'default'));

/**
 * The screen of each step kind, by its folder (docs/architecture.md#step-kinds): the light controls that come with
 * every first step, then those loaded with their step. Kinds not listed show their content and button.
 */
const STEP_SCREENS: Partial<Record<StepKind, Screen>> = {
  ...Object.fromEntries(Object.entries(LIGHT_STEP_CONTROLS).map(([kind, Controls]) => [kind, { Controls }])),
  multipleChoice,
  name: text,
  email: text,
  phoneNumber: text,
  birthDate,
  birthPlace,
  palmPhoto,
  facePhoto,
  talkWithExpert,
  loading,
  trialChoice: plan,
  productOverview: plan,
  billing,
  cancelLookup: cancel,
  cancelVerify: cancel,
  cancelConfirm: cancel,
  cancelDone,
  trialPayment: payment,
  payment,
  paymentWithDiscount: payment,
  trialPaymentWithDiscount: payment,
  upsells: upsell,
  ecomUpsell: upsell,
};

/** Fetches the controls a flow's steps need ahead of time (a failure is retried when the step renders). */
export function warmStepControls(kinds: Iterable<StepKind>): void {
  for (const kind of new Set(kinds)) STEP_SCREENS[kind]?.load?.().catch(() => undefined);
}

export function StepControls(props: StepScreenProps) {
  const Controls = STEP_SCREENS[props.step.kind]?.Controls ?? ContentStep;
  return (
    <Suspense>
      <Controls {...props} />
    </Suspense>
  );
}
