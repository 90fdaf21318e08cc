'use client';

import { AnswerFields } from '@/runtime/steps/AnswerFields';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { localize } from '@/schemas/localize';

/** Single, image and gender choices: choosing an option answers and goes on at once. */
export function ChoiceStep({ step, locale, answer, onAnswer, onNext }: StepScreenProps) {
  const image = step.kind === 'imageChoice';
  return (
    <AnswerFields>
      <ul className={image ? 'options options-images' : 'options'}>
        {(step.content.options ?? []).map((option) => (
          <li key={option.value}>
            <button
              type="button"
              className="option"
              aria-pressed={answer === option.value}
              onClick={() => {
                if (onAnswer(option.value) === undefined) onNext();
              }}
            >
              {option.image && (
                // biome-ignore lint/performance/noImgElement: author-supplied images of unknown size
                <img src={option.image.src} alt={localize(option.image.alt, locale)} width={96} height={96} />
              )}
              {option.emoji && <span aria-hidden="true">{option.emoji} </span>}
              {localize(option.label, locale)}
            </button>
          </li>
        ))}
      </ul>
    </AnswerFields>
  );
}
