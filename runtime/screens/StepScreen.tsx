import type { Step } from '../../schemas/stepSchema';
import { localize } from './localize';

/**
 * A step rendered from its content alone: heading, text, choices, list and the button that goes on.
 * The kind-specific screens and their behaviour come with the flow runtime.
 */
export function StepScreen({ step, locale }: { step: Step; locale: string }) {
  const { content } = step;
  return (
    <section className="step" data-step={step.id} data-kind={step.kind}>
      {content.image && (
        // biome-ignore lint/performance/noImgElement: author-supplied images of unknown size; the screens issue sizes them
        <img className="step-image" src={content.image.src} alt={localize(content.image.alt, locale)} />
      )}
      <h1>{localize(content.title, locale)}</h1>
      {content.subtitle && <p className="subtitle">{localize(content.subtitle, locale)}</p>}
      {content.text && <p>{localize(content.text, locale)}</p>}
      {content.options && (
        <ul className="options">
          {content.options.map((option) => (
            <li key={option.value}>
              <button type="button" className="option" value={option.value}>
                {option.emoji && <span aria-hidden="true">{option.emoji} </span>}
                {localize(option.label, locale)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {content.items && (
        <ul className="items">
          {content.items.map((item) => (
            <li key={localize(item, locale)}>{localize(item, locale)}</li>
          ))}
        </ul>
      )}
      {content.cta && (
        <button type="button" className="cta">
          {localize(content.cta, locale)}
        </button>
      )}
      {content.note && <p className="note">{localize(content.note, locale)}</p>}
    </section>
  );
}
