import type { Database } from '../platform/db/database';
import { funnelPaths } from './funnelPaths';
import { flowOf, publishedFunnels } from './publishedDefinitions';
import { servedVersions } from './servedVersions';

/**
 * Reads what every funnel path serves now into servedVersions. Called at start and on every announced change,
 * before the changed pages are refreshed, so a pin is never taken for the versions served now once they are
 * not. When the database cannot be read the map becomes unknown, and every pin gets the pinned page (right,
 * if not free) until the next change.
 */
export async function rememberServedVersions(db: Database): Promise<void> {
  try {
    const funnels = await publishedFunnels(db);
    const entries = await Promise.all(
      funnels.map(async (funnel) => {
        const flow = await flowOf(db, funnel);
        if (flow === undefined) return [];
        const versions = { funnelVersion: funnel.version, flowId: flow.id, flowVersion: flow.version };
        return funnelPaths(funnel).map((path) => [path.slice(1), versions] as const);
      }),
    );
    servedVersions.replace(new Map(entries.flat()));
  } catch (error) {
    servedVersions.replace(undefined);
    throw error;
  }
}
