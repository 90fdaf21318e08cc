import type { Funnel } from '../../schemas/funnelSchema';
import { parseStoredDocument } from '../../schemas/parseStoredDocument';
import { publishedFunnelDocuments } from '../definitions/definitionVersions';
import type { Database } from '../platform/db/database';
import { gatewayRefusal } from './gatewayRefusal';

/**
 * The version of a funnel published now, as stored: what a page outside any funnel (a report page linked from email)
 * sells through and is priced by. Not published is 404.
 */
export async function findSellingFunnel(db: Database, slug: string): Promise<Funnel> {
  const [stored] = await publishedFunnelDocuments(db, slug);
  if (stored === undefined) throw gatewayRefusal({ message: `No published funnel ${slug}` }, 404);
  return parseStoredDocument('funnel', stored);
}
