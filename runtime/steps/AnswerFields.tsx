'use client';

import type { ReactNode } from 'react';
import { useHydrated } from '@/runtime/screens/useHydrated';

/**
 * The controls of a step, disabled until the page's code runs them. Controls the server drew (a page opening on
 * them, or reloaded on them) can be pressed, typed into or chosen before the page has hydrated them, and what the
 * visitor did was then lost: a press before the page's code ran does nothing, and React keeps text typed or an
 * option checked before hydration out of the step's state, so the press, replayed, found the answer empty and the
 * next render cleared it. Disabled, they say so until they work. Drawn in the browser (a step reached by going
 * on), they are never disabled.
 */
export function AnswerFields({ children }: { children: ReactNode }) {
  return (
    <fieldset className="answer-fields" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
