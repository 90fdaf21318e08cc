import { type StepOutcomes, type UpsellBought, upsellOutcome } from '@/schemas/stepOutcomes';

/** What the visitor bought on an upsell step (none when the step's outcome is anything else). */
export function boughtUpsells(outcomes: StepOutcomes, stepId: string): UpsellBought[] {
  return upsellOutcome(outcomes[stepId])?.bought ?? [];
}
