import { and, eq } from 'drizzle-orm';
import type { Funnel } from '../../schemas/funnelSchema';
import { parseStoredDocument } from '../../schemas/parseStoredDocument';
import type { Database } from '../platform/db/database';
import { definitionVersions, publishedDefinitions } from '../platform/db/schema';
import { gatewayRefusal } from './gatewayRefusal';

/**
 * The version of a funnel published now, as stored: what a page outside any funnel (a report page linked from email)
 * sells through and is priced by. Not published is 404.
 */
export async function findSellingFunnel(db: Database, slug: string): Promise<Funnel> {
  const [stored] = await db
    .select({ document: definitionVersions.document })
    .from(publishedDefinitions)
    .innerJoin(
      definitionVersions,
      and(
        eq(definitionVersions.kind, publishedDefinitions.kind),
        eq(definitionVersions.key, publishedDefinitions.key),
        eq(definitionVersions.version, publishedDefinitions.version),
      ),
    )
    .where(and(eq(publishedDefinitions.kind, 'funnel'), eq(publishedDefinitions.key, slug)));
  if (stored === undefined) throw gatewayRefusal({ message: `No published funnel ${slug}` }, 404);
  return parseStoredDocument('funnel', stored.document);
}
