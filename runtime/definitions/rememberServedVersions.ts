import type { Database } from '../platform/db/database';
import { funnelPaths } from './funnelPaths';
import { publishedFunnels, publishedVersions } from './publishedDefinitions';
import { servedVersions } from './servedVersions';

/**
 * Reads what every funnel path serves now into servedVersions. Called at start and on every announced change,
 * before the changed pages are refreshed, so a pin is never taken for the versions served now once they are
 * not. When the database cannot be read the map becomes unknown, and every pin gets the pinned page (right,
 * if not free) until the next change.
 */
export async function rememberServedVersions(db: Database): Promise<void> {
  try {
    // Versions only: reading every flow document would hold each change's refresh back by tens of milliseconds.
    const [funnels, flowVersions] = await Promise.all([publishedFunnels(db), publishedVersions(db, 'flow')]);
    const entries = funnels.flatMap((funnel) => {
      const flowVersion = funnel.flow.version ?? flowVersions.get(funnel.flow.id);
      if (flowVersion === undefined) return [];
      const versions = { funnelVersion: funnel.version, flowId: funnel.flow.id, flowVersion };
      return funnelPaths(funnel).map((path) => [path.slice(1), versions] as const);
    });
    servedVersions.replace(new Map(entries));
  } catch (error) {
    servedVersions.replace(undefined);
    throw error;
  }
}
