'use client';

import { useState } from 'react';
import { AnswerFields } from '@/runtime/steps/AnswerFields';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { localize } from '@/schemas/localize';

/** One choice confirmed by the button (the reason for cancelling); an optional one may be left empty. */
export function RadioChoiceStep({ step, locale, answer, onAnswer, onNext }: StepScreenProps) {
  const [chosen, setChosen] = useState(typeof answer === 'string' ? answer : undefined);
  const optional = step.answer?.optional ?? false;
  return (
    <AnswerFields>
      <fieldset className="plans">
        <legend className="visually-hidden">{localize(step.content.title, locale)}</legend>
        {(step.content.options ?? []).map((option) => (
          <label key={option.value} className="plan">
            <input
              type="radio"
              name={step.id}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setChosen(option.value)}
            />
            <span className="plan-name">{localize(option.label, locale)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="cta"
        disabled={chosen === undefined && !optional}
        onClick={() => {
          if (chosen === undefined || onAnswer(chosen) === undefined) onNext();
        }}
      >
        {localize(step.content.cta, locale)}
      </button>
    </AnswerFields>
  );
}
