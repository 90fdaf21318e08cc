import type { Database } from '../platform/db/database';
import { storeDefinitionVersion } from './definitionVersions';
import type { FixtureCatalog } from './readFixtureCatalog';

/**
 * Records every servable funnel and flow version of a catalog in the database (funnels by slug,
 * flows by id). Returns how many versions were new.
 */
export async function storeCatalogVersions(db: Database, catalog: FixtureCatalog): Promise<number> {
  let stored = 0;
  for (const { funnel, flow } of catalog.funnels) {
    if (
      await storeDefinitionVersion(db, { kind: 'funnel', key: funnel.slug, version: funnel.version, document: funnel })
    )
      stored++;
    if (await storeDefinitionVersion(db, { kind: 'flow', key: flow.id, version: flow.version, document: flow }))
      stored++;
  }
  return stored;
}
