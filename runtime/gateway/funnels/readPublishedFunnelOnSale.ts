import { publishedFunnelDocuments } from '@/runtime/definitions/definitionVersions';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { Database } from '@/runtime/platform/db/database';
import type { Funnel } from '@/schemas/funnelSchema';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';

/**
 * The version of a funnel published now, as stored: what a page outside any funnel (a report page linked from email)
 * sells through and is priced by. Not published, or published and not active (a funnel off sale), is 404.
 */
export async function readPublishedFunnelOnSale(db: Database, slug: string): Promise<Funnel> {
  const [stored] = await publishedFunnelDocuments(db, slug);
  if (stored === undefined) throw gatewayRefusal({ message: `No published funnel ${slug}` }, 404);
  const funnel = parseStoredDocument('funnel', stored);
  if (funnel.status !== 'active') throw gatewayRefusal({ message: `Funnel ${slug} is not on sale` }, 404);
  return funnel;
}
