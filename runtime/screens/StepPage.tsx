import type { ReactNode } from 'react';
import type { Step } from '@/schemas/stepSchema';
import { FunnelHeader } from './FunnelHeader';
import { StepScreen } from './StepScreen';

type Props = {
  step: Step;
  locale: string;
  /** The funnel's locales, offered in the header. */
  locales: readonly string[];
  /** Share of the way done, 0 to 1. */
  progress: number;
  /** Absent on the first step: there is nowhere to go back to. */
  onBack?: () => void;
  onLocale: (locale: string) => void;
  /** The kind's controls. */
  children: ReactNode;
  /** On the first step's shell: whether the flow runtime has loaded (its next tap needs nothing more). */
  runtime?: 'loading' | 'ready';
};

/** A step as the visitor sees it, in their language: the funnel's header above the step's screen. */
export function StepPage({ step, locale, locales, progress, onBack, onLocale, children, runtime }: Props) {
  return (
    <div lang={locale} data-runtime={runtime}>
      <StepScreen
        step={step}
        locale={locale}
        header={
          <FunnelHeader locale={locale} locales={locales} progress={progress} onBack={onBack} onLocale={onLocale} />
        }
      >
        {children}
      </StepScreen>
    </div>
  );
}
