import type { ReactNode } from 'react';
import type { Step } from '../../schemas/stepSchema';
import { localize } from './localize';
import { uiText } from './uiText';

/**
 * A step's content, fed only by its definition: picture, heading, text and list, with the kind's
 * controls below. Server-rendered for the first paint; the flow runner supplies the controls.
 */
export function StepScreen({ step, locale, children }: { step: Step; locale: string; children?: ReactNode }) {
  const { content } = step;
  const listShown = step.kind !== 'loading';
  return (
    <section className="step" data-step={step.id} data-kind={step.kind} aria-labelledby={`${step.id}-title`}>
      {content.image && (
        // biome-ignore lint/performance/noImgElement: author-supplied images of unknown size; the screens issue sizes them
        <img className="step-image" src={content.image.src} alt={localize(content.image.alt, locale)} />
      )}
      <h1 id={`${step.id}-title`}>{localize(content.title, locale)}</h1>
      {content.subtitle && <p className="subtitle">{localize(content.subtitle, locale)}</p>}
      {content.text && <p>{localize(content.text, locale)}</p>}
      {listShown && content.items && (
        <ul className="items">
          {content.items.map((item) => (
            <li key={localize(item, locale)}>{localize(item, locale)}</li>
          ))}
        </ul>
      )}
      {children}
      {content.note && <p className="note">{localize(content.note, locale)}</p>}
      {step.sections?.includes('footer') && (
        <footer className="step-footer" data-section="footer">
          <a href="/tech/terms">{uiText('terms', locale)}</a> ·{' '}
          <a href="/tech/personal-info-policy">{uiText('privacy', locale)}</a> ·{' '}
          <a href="/tech/money-back-policy">{uiText('moneyBack', locale)}</a>
        </footer>
      )}
    </section>
  );
}
