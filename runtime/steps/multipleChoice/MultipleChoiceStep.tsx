'use client';

import { useState } from 'react';
import { AnswerFields } from '@/runtime/steps/AnswerFields';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { localize } from '@/schemas/localize';

/** Several choices: options toggle, the button records them and goes on. */
export function MultipleChoiceStep({ step, locale, answer, onAnswer, onNext }: StepScreenProps) {
  const [chosen, setChosen] = useState<string[]>(Array.isArray(answer) ? answer.map(String) : []);
  const toggle = (value: string) =>
    setChosen((now) => (now.includes(value) ? now.filter((v) => v !== value) : [...now, value]));
  return (
    <AnswerFields>
      <ul className="options">
        {(step.content.options ?? []).map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="option"
              aria-pressed={chosen.includes(option.value)}
              onClick={() => toggle(option.value)}
            >
              {option.emoji && <span aria-hidden="true">{option.emoji} </span>}
              {localize(option.label, locale)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="cta"
        disabled={chosen.length === 0}
        onClick={() => {
          if (onAnswer(chosen) === undefined) onNext();
        }}
      >
        {localize(step.content.cta, locale)}
      </button>
    </AnswerFields>
  );
}
