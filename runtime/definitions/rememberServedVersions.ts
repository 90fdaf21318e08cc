import type { Database } from '@/runtime/platform/db/database';
import { funnelForVariant, shownVariant } from '@/schemas/experiments/variantOf';
import type { Funnel } from '@/schemas/funnelSchema';
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
    const flowOf = (flow: Funnel['flow']) => {
      const flowVersion = flow.version ?? flowVersions.get(flow.id);
      return flowVersion === undefined ? undefined : { flowId: flow.id, flowVersion };
    };
    const entries = funnels.flatMap((funnel) => {
      // What a visitor not (yet) in a variant gets: the first variant's, or the winner's once stopped.
      const shown = funnel.experiment ? funnelForVariant(funnel, shownVariant(funnel.experiment)) : funnel;
      const flow = flowOf(shown.flow);
      if (flow === undefined) return [];
      const running = funnel.experiment?.status === 'running' ? funnel.experiment : undefined;
      const variants = running?.variants.flatMap((v) => {
        const ran = flowOf(v.flow ?? funnel.flow);
        return ran === undefined ? [] : [[v.id, ran] as const];
      });
      const versions = {
        funnelVersion: funnel.version,
        locales: funnel.locales,
        ...flow,
        ...(running && variants && { experiment: { id: running.id, variants: Object.fromEntries(variants) } }),
      };
      return funnelPaths(funnel).map((path) => [path.slice(1), versions] as const);
    });
    servedVersions.replace(new Map(entries));
  } catch (error) {
    servedVersions.replace(undefined);
    throw error;
  }
}
