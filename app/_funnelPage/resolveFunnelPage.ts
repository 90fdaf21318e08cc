import { funnelPageAt } from '@/runtime/address/funnelPageAt';
import { localeOfSegment } from '@/runtime/address/localeRoute';
import { parsePin } from '@/runtime/address/parsePin';
import { urlStepPath } from '@/runtime/address/urlStepPath';
import type { FunnelDefinition } from '@/runtime/definitions/funnelDefinition';
import type { VisitVersions } from '@/runtime/flow/flowSession';
import { variantCookie } from '@/schemas/experiments/experimentCookies';
import type { Step } from '@/schemas/stepSchema';

/**
 * Which versions of a funnel a page shows, one route each (a URL shape each):
 * - `published`: the funnel published now, at `/<funnel path>/<step path>`;
 * - `variant`: a variant of the funnel's running experiment, at `/_variant/<funnel path>/<experiment id>.<variant
 *   id>/<step path>` (VARIANT_ROUTE), where the proxy rewrites the requests of a visitor given it;
 * - `pinned`: the versions a visitor is pinned to, at `/_pinned/<funnel path>/<pin>/<step path>` (PINNED_ROUTE),
 *   where the proxy rewrites a request whose pin names versions other than the ones its path serves now.
 */
export type FunnelPageCase =
  | { kind: 'published' }
  | { kind: 'variant'; variant: string }
  | { kind: 'pinned'; versions: string };

/**
 * Where a page's funnel is read from: on the server, Next's cache (servedFunnel, servedVariant, pinnedFunnel) and the
 * request's cookies (funnelPageRoute).
 */
export type FunnelSources = {
  /** The funnel published now at a path (servedFunnel). */
  published(funnelPath: string): Promise<FunnelDefinition | undefined>;
  /** The funnel published now at a path as a variant of its running experiment shows it (servedVariant). */
  variant(
    funnelPath: string,
    given: { experimentId: string; variantId: string },
  ): Promise<FunnelDefinition | undefined>;
  /** The funnel at a path at stored versions, as a variant gets it (pinnedFunnel). */
  pinned(funnelPath: string, pin: VisitVersions, variantId: string | undefined): Promise<FunnelDefinition | undefined>;
  /**
   * The variant the visitor's cookie names at a path. Asked for a pinned page only: a page that reads the request's
   * cookies is rendered for each request, and the published and variant pages are cached.
   */
  givenVariantId(funnelPath: string): Promise<string | undefined>;
};

/** A funnel page: the versions it shows, the path it was opened at, the step its URL names and its language. */
export type FoundFunnelPage = { definition: FunnelDefinition; funnelPath: string; step: Step; locale: string };

/**
 * The page a funnel route's URL names: its case, its funnel segment (`<funnel path>` or `<funnel path>@<locale>`,
 * localeOfSegment) and its step segments; none when there is no such page (no funnel served there, no such variant,
 * step or language).
 */
export async function resolveFunnelPage(
  sources: FunnelSources,
  pageCase: FunnelPageCase,
  funnel: string,
  step: readonly string[] | undefined,
): Promise<FoundFunnelPage | undefined> {
  const { segment: funnelPath, locale: named } = localeOfSegment(funnel);
  const definition = await definitionOf(sources, pageCase, funnelPath);
  const page = definition && funnelPageAt(definition, urlStepPath(step), named);
  return page && { definition, funnelPath, ...page };
}

async function definitionOf(
  sources: FunnelSources,
  pageCase: FunnelPageCase,
  funnelPath: string,
): Promise<FunnelDefinition | undefined> {
  switch (pageCase.kind) {
    case 'published':
      return sources.published(funnelPath);
    case 'variant': {
      // Only the variants the experiment has are pages (the proxy sends nothing else here): anything else is not
      // found, so made-up names store nothing.
      const given = variantCookie.parse(decodeURIComponent(pageCase.variant));
      return given && sources.variant(funnelPath, given);
    }
    case 'pinned': {
      // While the funnel is served at that path. Pinned versions no longer stored give way to the ones published
      // now (the browser then moves the visit to them).
      const published = await sources.published(funnelPath);
      if (published === undefined || published.funnel.status !== 'active') return undefined;
      const pin = parsePin(pageCase.versions);
      // A visitor in an experiment keeps their variant at the versions they started on.
      const variant = await sources.givenVariantId(funnelPath);
      return (pin && (await sources.pinned(funnelPath, pin, variant))) ?? published;
    }
  }
}
