import { findDefinitionVersion } from '@/runtime/definitions/definitionVersions';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { Database } from '@/runtime/platform/db/database';
import type { Funnel } from '@/schemas/funnelSchema';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';

/**
 * The funnel version the visitor is on, as stored when it was published (a visitor keeps the version
 * they started on, even after a newer publish), read at the current contract: the source of every price.
 * Unknown is 404.
 */
export async function readFunnelVersion(db: Database, slug: string, version: number): Promise<Funnel> {
  const stored = await findDefinitionVersion(db, 'funnel', slug, version);
  if (stored === undefined) throw gatewayRefusal({ message: `No funnel ${slug} version ${version}` }, 404);
  return parseStoredDocument('funnel', stored.document);
}
