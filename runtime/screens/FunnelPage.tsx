import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import type { Step } from '../../schemas/stepSchema';
import { variantScript } from '../experiments/variantScript';
import { flowProgress, longestRemaining } from '../flow/flowProgress';
import { FunnelServices } from '../platform/FunnelServices';
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
  /** The product app's address (PRODUCT_APP_URL), where last steps' app targets lead. */
  productAppUrl?: string;
  /**
   * Whether the page gives its visitor a variant of the funnel's running experiment (variantScript): the funnel's
   * own pages and its variants' do; a visitor's pinned versions keep the variant they started with.
   */
  givesVariant?: boolean;
};

/** A funnel's page at one step, whichever versions it shows (the ones published now, or a visitor's pinned ones). */
export function FunnelPage({ definition, step, funnelPath, productAppUrl, givesVariant = true }: Props) {
  const locale = definition.funnel.locales[0] ?? 'en';
  const { experiment, condition } = definition.funnel;
  return (
    <main lang={locale} data-funnel={definition.funnel.slug} data-theme={definition.funnel.theme}>
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
      <TrackingServices funnel={definition.funnel} flow={definition.flow} funnelPath={funnelPath} locale={locale} />
      <FunnelVisit
        funnel={definition.funnel}
        flow={definition.flow}
        funnelPath={funnelPath}
        urlStepId={step.id}
        defaultLocale={locale}
        productAppUrl={productAppUrl}
        firstStepProgress={flowProgress(longestRemaining(definition.flow), [definition.flow.firstStep])}
      />
      <InspectorLauncher />
    </main>
  );
}
