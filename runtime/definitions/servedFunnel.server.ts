import 'server-only';
import { unstable_cache } from 'next/cache';
import { appDatabase } from '@/runtime/platform/db/appDatabase';
import type { FunnelDefinition } from './funnelDefinition';
import { funnelPaths } from './funnelPaths';
import { findPublishedFunnel, publishedFunnels } from './publishedDefinitions';

/** The cache tag of everything served at a funnel path (`/slug` or `/alias`): its pages and its definition. */
export function funnelTag(path: string): string {
  return `funnel:${path}`;
}

/** The cache tag of the list of paths that serve a funnel, refreshed with every change. */
export const PUBLISHED_PATHS_TAG = 'published-paths';

/** Every path a published funnel is served at, read through Next's cache (one entry, whatever is asked). */
const publishedPaths = unstable_cache(
  async () => (await publishedFunnels((await appDatabase()).db)).flatMap(funnelPaths),
  ['published-paths'],
  { tags: [PUBLISHED_PATHS_TAG] },
);

/**
 * The funnel published now at a URL path segment, read through Next's cache under the path's tag, so
 * every page that shows it (the funnel's root and each step, of every variant) is refreshed when that tag is
 * revalidated. In an experiment, as the variant given gets it (findPublishedFunnel). A segment no funnel is
 * published at is answered from the list of published paths, so that asking for made-up names stores nothing under
 * them.
 */
export async function servedFunnel(segment: string, variantId?: string): Promise<FunnelDefinition | undefined> {
  if (!(await publishedPaths()).includes(`/${segment}`)) return undefined;
  return unstable_cache(
    async () => findPublishedFunnel((await appDatabase()).db, segment, variantId),
    ['served-funnel', segment, variantId ?? ''],
    { tags: [funnelTag(`/${segment}`)] },
  )();
}

/**
 * The funnel published now at a URL path segment as a variant of its running experiment shows it; nothing for a
 * variant the experiment does not have (stopped, another experiment, removed, made up), so made-up names store
 * nothing.
 */
export async function servedVariant(
  segment: string,
  { experimentId, variantId }: { experimentId: string; variantId: string },
): Promise<FunnelDefinition | undefined> {
  const experiment = (await servedFunnel(segment))?.funnel.experiment;
  const running =
    experiment?.status === 'running' &&
    experiment.id === experimentId &&
    experiment.variants.some((v) => v.id === variantId);
  return running ? servedFunnel(segment, variantId) : undefined;
}
