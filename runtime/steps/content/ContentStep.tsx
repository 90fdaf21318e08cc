'use client';

import { useHydrated } from '@/runtime/screens/useHydrated';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { localize } from '@/schemas/localize';

/**
 * Screens that show content and go on: prelanding, info, matching, overview, credits and the other
 * content kinds; on the last step, to where the step's target says.
 */
export function ContentStep({ step, locale, onNext, exitHref }: StepScreenProps) {
  // A press before the page's code runs would do nothing: the button works once hydrated (AnswerFields).
  const hydrated = useHydrated();
  if (step.content.cta === undefined) return null;
  // The flow ends here: the button is a link to the step's target (a page load, an address outside as any link),
  // and pressing it tells the flow, so its click event is sent as the page is left.
  if (exitHref !== undefined)
    return (
      <a className="cta" href={exitHref} onClick={onNext}>
        {localize(step.content.cta, locale)}
      </a>
    );
  return (
    <button type="button" className="cta" onClick={onNext} disabled={!hydrated}>
      {localize(step.content.cta, locale)}
    </button>
  );
}
