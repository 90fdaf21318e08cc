import type { ComponentType } from 'react';
import type { StepKind } from '@/schemas/stepKinds';
import { ChoiceStep } from './choice/ChoiceStep';
import { ContentStep } from './content/ContentStep';
import type { StepScreenProps } from './stepScreenProps';

/**
 * The controls of the kinds funnels open on (content and choices): light, and they only answer and go on, so they
 * come with the first step and can be pressed before the flow runtime has loaded (FirstStep). A kind missing here
 * still works, through the runtime.
 */
export const LIGHT_STEP_CONTROLS: Partial<Record<StepKind, ComponentType<StepScreenProps>>> = {
  singleChoice: ChoiceStep,
  imageChoice: ChoiceStep,
  gender: ChoiceStep,
  prelanding: ContentStep,
  info: ContentStep,
  matching: ContentStep,
  overview: ContentStep,
  askOnboarding: ContentStep,
  credits: ContentStep,
  unlimitedReadings: ContentStep,
  trialCredits: ContentStep,
};
