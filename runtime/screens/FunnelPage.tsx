import { Suspense } from 'react';
import { stepUrl } from '@/runtime/address/stepUrl';
import { variantScript } from '@/runtime/experiments/variantScript';
import { flowProgress, longestRemaining } from '@/runtime/flow/flowProgress';
import { LANG_PARAM } from '@/runtime/flow/languageNames';
import { FunnelServices } from '@/runtime/platform/FunnelServices';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { Step } from '@/schemas/stepSchema';
import { DocumentLanguage } from './DocumentLanguage';
import { FunnelVisit } from './FunnelVisit';
import { InspectorLauncher } from './inspector/InspectorLauncher';
import { ThemeStyle } from './themes/ThemeStyle';
import { TrackingServices } from './tracking/TrackingServices';

type Props = {
  definition: { funnel: Funnel; flow: Flow };
  /** The step the URL names, rendered on the server as the first paint. */
  step: Step;
  /** The URL path the funnel was opened at (its slug or an alias). */
  funnelPath: string;
  /** The language the page is in, one of the funnel's (funnelPageAt): the visitor's, from the first byte. */
  locale: string;
  /** The product app's address (PRODUCT_APP_URL), where last steps' app targets lead. */
  productAppUrl?: string;
  /**
   * Whether the page gives its visitor a variant of the funnel's running experiment (variantScript): the funnel's
   * own pages and its variants' do; a visitor's pinned versions keep the variant they started with.
   */
  givesVariant?: boolean;
};

/** A funnel's page at one step, whichever versions it shows (the ones published now, or a visitor's pinned ones). */
export function FunnelPage({ definition, step, funnelPath, locale, productAppUrl, givesVariant = true }: Props) {
  const { experiment, condition, locales } = definition.funnel;
  const address = stepUrl(funnelPath, definition.flow, step.id);
  return (
    <main lang={locale} data-funnel={definition.funnel.slug} data-theme={definition.funnel.theme}>
      <DocumentLanguage locale={locale} />
      {/* The page in each of the funnel's languages, for search engines (React places these in the head). */}
      {locales.length > 1 &&
        [...locales.map((l) => [l, `${address}?${LANG_PARAM}=${encodeURIComponent(l)}`]), ['x-default', address]].map(
          ([hrefLang, href]) => <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />,
        )}
      {givesVariant && experiment?.status === 'running' && condition !== undefined && (
        // Before the step is parsed: a visitor of another variant is moved before anything is painted.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, its settings JSON with `<` escaped
        <script dangerouslySetInnerHTML={{ __html: variantScript({ experiment, funnelPath, shown: condition }) }} />
      )}
      <ThemeStyle theme={definition.funnel.theme} />
      <FunnelServices
        funnel={{
          name: definition.funnel.analytics?.name ?? definition.funnel.slug,
          locale: definition.funnel.analytics?.locale ?? locale,
          pixels: definition.funnel.pixels,
        }}
      />
      {/* Each hydrated apart, in a task of its own: the page's hydration was one task of 52 to 75 ms at 4x CPU. */}
      <Suspense>
        <TrackingServices funnel={definition.funnel} flow={definition.flow} funnelPath={funnelPath} locale={locale} />
      </Suspense>
      <Suspense>
        <FunnelVisit
          funnel={definition.funnel}
          flow={definition.flow}
          funnelPath={funnelPath}
          urlStepId={step.id}
          defaultLocale={locale}
          productAppUrl={productAppUrl}
          firstStepProgress={flowProgress(longestRemaining(definition.flow), [definition.flow.firstStep])}
        />
      </Suspense>
      <InspectorLauncher />
    </main>
  );
}
