import { useState } from 'react';
import { ContentStep } from '@/runtime/steps/content/ContentStep';
import { LIGHT_STEP_CONTROLS } from '@/runtime/steps/lightStepControls';
import type { StepAct } from '@/runtime/visit/createVisit';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { Step } from '@/schemas/stepSchema';
import { StepPage } from './StepPage';
import { targetHref } from './targetHref';

type Props = {
  funnel: Funnel;
  flow: Flow;
  /** The flow's first step, of a kind with light controls (LIGHT_STEP_CONTROLS). */
  step: Step;
  locale: string;
  /** Share of the way done on the first step (0, or 1 for a flow of one step). */
  progress: number;
  /** The product app's address, where a last step's app target leads. */
  productAppUrl?: string;
  onLocale: (locale: string) => void;
  /** The flow runtime has loaded and runs the visit behind this shell: a tap goes on at once. */
  ready: boolean;
  /** Hands what the visitor did to the flow runtime, which does it once loaded. */
  onAct: (act: StepAct) => void;
};

/**
 * A funnel's first step while the flow runtime is still loading (FunnelVisit): drawn as the runner draws it, with
 * controls that can be pressed at once. The runtime is not needed to show it, only to go on; what the visitor does
 * here is handed over and done by the runtime as soon as it has loaded.
 */
export function FirstStep({ funnel, flow, step, locale, progress, productAppUrl, onLocale, ready, onAct }: Props) {
  const [answer, setAnswer] = useState<unknown>();
  const Controls = LIGHT_STEP_CONTROLS[step.kind] ?? ContentStep;
  return (
    <StepPage
      step={step}
      locale={locale}
      locales={funnel.locales}
      progress={progress}
      onLocale={onLocale}
      runtime={ready ? 'ready' : 'loading'}
    >
      <Controls
        step={step}
        funnel={funnel}
        locale={locale}
        answer={answer}
        onAnswer={(value) => {
          setAnswer(value);
          onAct({ type: 'ANSWER', value });
          return undefined;
        }}
        onNext={() => onAct({ type: 'NEXT' })}
        exitHref={step.target && targetHref(step.target, productAppUrl)}
        visit={{ flow, path: [step.id], answers: {}, outcomes: {} }}
      />
    </StepPage>
  );
}
