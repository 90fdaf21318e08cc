'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '../useHydrated';

/**
 * The controls of an answer form, disabled until the page's code runs them. A form the server drew (a page opening
 * on it, or reloaded on it) can be typed into and pressed before the flow runtime has hydrated it, and the answer
 * was then lost: React keeps text typed before hydration out of the form's state, so the press, replayed, found the
 * field empty and the next render cleared it. Drawn in the browser (a step reached by going on), it is never disabled.
 */
export function AnswerFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className="answer-fields" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
