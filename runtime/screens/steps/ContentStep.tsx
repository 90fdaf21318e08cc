'use client';

import { localize } from '../../../schemas/localize';
import type { StepScreenProps } from './stepScreenProps';

/**
 * Screens that show content and go on: prelanding, info, matching, overview, credits and the other
 * content kinds.
 */
export function ContentStep({ step, locale, onNext }: StepScreenProps) {
  if (step.content.cta === undefined) return null;
  return (
    <button type="button" className="cta" onClick={onNext}>
      {localize(step.content.cta, locale)}
    </button>
  );
}
