'use client';

import { type FormEvent, useId, useState } from 'react';
import { AnswerFields } from '@/runtime/steps/AnswerFields';
import { AnswerSubmit } from '@/runtime/steps/AnswerSubmit';
import { CONTROL_WORDS } from '@/runtime/steps/controlWords';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { localize } from '@/schemas/localize';
import { STEP_KINDS } from '@/schemas/stepKinds';
import { say } from '@/schemas/words';
import { NAME_MAX_LENGTH } from './nameAnswer';

const INPUTS = {
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  name: { type: 'text', autoComplete: 'given-name', inputMode: 'text' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  code: { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
} as const;

/** Typed answers (email, name, phone, verification code): a labelled field, checked on submit. */
export function TextAnswerStep(props: StepScreenProps) {
  const { step, locale, answer, onAnswer, onNext, consent, onConsent } = props;
  const id = useId();
  // The flow asks for consent a while after the email step opens; once given or refused, it stays shown.
  const askConsent = props.consentAsked === true || consent !== undefined;
  const [value, setValue] = useState(typeof answer === 'string' ? answer : '');
  const [problem, setProblem] = useState<string>();
  const rule = STEP_KINDS[step.kind];
  const kind = 'answer' in rule && rule.answer in INPUTS ? (rule.answer as keyof typeof INPUTS) : 'name';
  const optional = step.answer?.optional ?? false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (optional && value.trim() === '') return onNext();
    const refused = onAnswer(value);
    setProblem(refused);
    if (refused === undefined) onNext();
  };
  return (
    <form onSubmit={submit} noValidate>
      <AnswerFields>
        <label htmlFor={id} className="visually-hidden">
          {localize(step.content.title, locale)}
        </label>
        <input
          id={id}
          className="field"
          {...INPUTS[kind]}
          maxLength={kind === 'name' ? NAME_MAX_LENGTH : undefined}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        {step.kind === 'email' && askConsent && (
          <label className="consent" htmlFor={`${id}-consent`}>
            <input
              id={`${id}-consent`}
              type="checkbox"
              checked={consent ?? false}
              onChange={(e) => onConsent?.(e.target.checked)}
            />{' '}
            {say(CONTROL_WORDS, 'emailConsent', locale)}
          </label>
        )}
        <AnswerSubmit step={step} locale={locale} problem={problem} problemId={`${id}-problem`} />
      </AnswerFields>
    </form>
  );
}
