'use client';

import { useEffect, useState } from 'react';
import { DEFAULT_LOADING_SECONDS } from '@/runtime/flow/buildFlowMachine';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { localize } from '@/schemas/localize';

/** An animated progress through the step's stages, as long as the step lasts (the flow goes on by itself). */
export function LoadingStep({ step, locale }: StepScreenProps) {
  const seconds = step.content.durationSeconds ?? DEFAULT_LOADING_SECONDS;
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const tick = setInterval(() => {
      const done = Math.min(100, Math.round(((performance.now() - started) / (seconds * 1000)) * 100));
      setPercent(done);
      if (done >= 100) clearInterval(tick);
    }, 100);
    return () => clearInterval(tick);
  }, [seconds]);
  const items = step.content.items ?? [];
  return (
    <div className="loading">
      <progress max={100} value={percent} aria-label={localize(step.content.title, locale)} />
      <p aria-live="polite">{percent}%</p>
      <ul className="items">
        {items.map((item, i) => (
          <li key={localize(item, locale)} data-done={percent >= ((i + 1) / items.length) * 100}>
            {localize(item, locale)}
          </li>
        ))}
      </ul>
    </div>
  );
}
