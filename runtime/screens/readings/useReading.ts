'use client';

import { useEffect, useMemo, useState } from 'react';
import { readingInputs } from '@/runtime/steps/readingInputs';
import type { Flow } from '@/schemas/flowSchema';
import { fillContent, variablesOfContent } from '@/schemas/readingVariables';
import type { Step } from '@/schemas/stepSchema';
import type { StepReading } from './stepReading';

/**
 * A step as the visitor reads it: the values its texts name ({{sunSign}}) filled from their answers, and the chart
 * its natal wheel draws. The reading's code (the ephemeris) loads only on steps that show one, after the step is
 * drawn with the values pending, as the server drew it: the page hydrates as it was rendered.
 */
export function useReading(
  step: Step | undefined,
  flow: Flow,
  answers: Record<string, unknown>,
  locale: string,
): { step: Step | undefined; reading?: StepReading } {
  const names = useMemo(() => (step ? variablesOfContent(step.content) : []), [step]);
  const wheel = step?.content.natalWheel === true;
  const shows = names.length > 0 || wheel;
  const inputs = useMemo(() => (shows ? JSON.stringify(readingInputs(flow, answers)) : ''), [shows, flow, answers]);
  const [reading, setReading] = useState<{ for: string; value: StepReading }>();
  const key = `${step?.id}:${locale}:${inputs}`;
  useEffect(() => {
    if (!shows) return;
    let live = true;
    void import('./stepReading').then(({ stepReading }) => {
      if (live) setReading({ for: key, value: stepReading(JSON.parse(inputs), names, wheel, locale) });
    });
    return () => {
      live = false;
    };
  }, [shows, key, inputs, names, wheel, locale]);
  const current = reading?.for === key ? reading.value : undefined;
  const shown = useMemo(
    () => (step && shows ? { ...step, content: fillContent(step.content, current?.values ?? {}) } : step),
    [step, shows, current],
  );
  return { step: shown, reading: current };
}
