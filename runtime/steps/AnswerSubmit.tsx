'use client';

import { localize } from '@/schemas/localize';
import { answerProblemMessage } from './answerProblemMessage';
import type { StepScreenProps } from './stepScreenProps';

/** The end of an answer form: why the answer was refused (if it was), and the button that submits it. */
export function AnswerSubmit({
  step,
  locale,
  problem,
  problemId,
}: Pick<StepScreenProps, 'step' | 'locale'> & { problem: string | undefined; problemId?: string }) {
  return (
    <>
      {problem && (
        <p id={problemId} className="problem" role="alert" data-problem={problem}>
          {answerProblemMessage(problem, locale)}
        </p>
      )}
      <button type="submit" className="cta">
        {localize(step.content.cta, locale)}
      </button>
    </>
  );
}
