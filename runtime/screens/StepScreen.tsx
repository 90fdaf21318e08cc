import type { ReactNode } from 'react';
import { localize } from '@/schemas/localize';
import type { Step } from '@/schemas/stepSchema';
import { say } from '@/schemas/words';
import { FUNNEL_WORDS } from './funnelWords';
import { sitePageHref } from './sitePageHref';
import { type ContentBlock, stepLayout } from './stepLayout';
import { CookieSettingsLink } from './tracking/CookieSettingsLink';

type Props = {
  step: Step;
  locale: string;
  /** The funnel's header (back, progress, language), drawn when the step lists the header section. */
  header?: ReactNode;
  /** The kind's controls. */
  children?: ReactNode;
};

/**
 * A step's page, fed only by its definition: the header, the content in the centre sections the step lists
 * (docs/entities.md#enumerations, see stepLayout) and the footer. Server-rendered for the first paint; the flow runner
 * supplies the header and the controls.
 */
export function StepScreen({ step, locale, header, children }: Props) {
  const { content } = step;
  const layout = stepLayout(step);
  const blocks: Record<ContentBlock, ReactNode> = {
    heading: (
      <>
        {content.image && (
          // biome-ignore lint/performance/noImgElement: author-supplied pictures of unknown size, sized by CSS
          <img
            className="step-image"
            src={content.image.src}
            alt={localize(content.image.alt, locale)}
            // The screen's main picture is its largest paint: fetched before the scripts.
            fetchPriority="high"
          />
        )}
        <h1 id={`${step.id}-title`}>{localize(content.title, locale)}</h1>
        {content.subtitle && <p className="subtitle">{localize(content.subtitle, locale)}</p>}
      </>
    ),
    body: (
      <>
        {content.text && <p>{localize(content.text, locale)}</p>}
        {step.kind !== 'loading' && content.items && (
          <ul className="items">
            {content.items.map((item) => (
              <li key={localize(item, locale)}>{localize(item, locale)}</li>
            ))}
          </ul>
        )}
      </>
    ),
    controls: (
      <>
        {children}
        {content.note && <p className="note">{localize(content.note, locale)}</p>}
      </>
    ),
  };
  return (
    <>
      {layout.header && header}
      <section className="step" data-step={step.id} data-kind={step.kind} aria-labelledby={`${step.id}-title`}>
        {layout.centre.map(({ section, blocks: held }) => (
          <div key={section} className="step-section" data-section={section}>
            {held.map((block) => (
              <div key={block} className={`step-${block}`}>
                {blocks[block]}
              </div>
            ))}
          </div>
        ))}
      </section>
      {layout.footer && (
        <footer className="step-footer" data-section="footer">
          <a href={sitePageHref('/tech/terms', locale)}>{say(FUNNEL_WORDS, 'terms', locale)}</a> ·{' '}
          <a href={sitePageHref('/tech/personal-info-policy', locale)}>{say(FUNNEL_WORDS, 'privacy', locale)}</a> ·{' '}
          <a href={sitePageHref('/tech/money-back-policy', locale)}>{say(FUNNEL_WORDS, 'moneyBack', locale)}</a> ·{' '}
          <CookieSettingsLink>{say(FUNNEL_WORDS, 'cookieSettings', locale)}</CookieSettingsLink>
        </footer>
      )}
    </>
  );
}
