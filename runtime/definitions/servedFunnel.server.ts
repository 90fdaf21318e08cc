import { unstable_cache } from 'next/cache';
import { appDatabase } from '../platform/db/appDatabase';
import { findPublishedFunnel } from './publishedDefinitions';
import type { FunnelDefinition } from './readFixtureCatalog';

/** The cache tag of everything served at a funnel path (`/slug` or `/alias`): its pages and its definition. */
export function funnelTag(path: string): string {
  return `funnel:${path}`;
}

/**
 * The funnel published now at a URL path segment, read through Next's cache under the path's tag, so
 * every page that shows it (the funnel's root and each step) is refreshed when that tag is revalidated.
 */
export function servedFunnel(segment: string): Promise<FunnelDefinition | undefined> {
  return unstable_cache(
    async () => findPublishedFunnel((await appDatabase()).db, segment),
    ['served-funnel', segment],
    { tags: [funnelTag(`/${segment}`)] },
  )();
}
