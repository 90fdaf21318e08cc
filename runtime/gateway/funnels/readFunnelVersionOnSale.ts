import { publishedFunnelDocuments, supersededAt } from '@/runtime/definitions/definitionVersions';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { Database } from '@/runtime/platform/db/database';
import type { Funnel } from '@/schemas/funnelSchema';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';
import { readFunnelVersion } from './readFunnelVersion';

/**
 * How long a funnel version replaced by a newer publish still sells: a visitor pinned to it (for their tab's session)
 * finishes well within it, and its prices do not stay purchasable for ever.
 */
export const SUPERSEDED_VERSION_SALE_HOURS = 24;

/**
 * The funnel version an order buys from (readFunnelVersion), only while it is on sale: the funnel is published and
 * active now (a `not_active` funnel, a draft, sells nothing: 404), the version was active, and it is the published
 * one or was replaced less than SUPERSEDED_VERSION_SALE_HOURS ago (410 past that: the page must be loaded again).
 */
export async function readFunnelVersionOnSale(db: Database, slug: string, version: number, now: Date): Promise<Funnel> {
  const [funnel, [published]] = await Promise.all([
    readFunnelVersion(db, slug, version),
    publishedFunnelDocuments(db, slug),
  ]);
  const current = published === undefined ? undefined : parseStoredDocument('funnel', published);
  if (current?.status !== 'active' || funnel.status !== 'active')
    throw gatewayRefusal({ message: `Funnel ${slug} is not on sale` }, 404);
  if (version < current.version) {
    const replaced = await supersededAt(db, 'funnel', slug, version);
    if (replaced !== undefined && now.getTime() - replaced.getTime() > SUPERSEDED_VERSION_SALE_HOURS * 3_600_000)
      throw gatewayRefusal(
        {
          message: `Funnel ${slug} version ${version} was replaced more than ${SUPERSEDED_VERSION_SALE_HOURS} hours ago; load the page again for the current one`,
        },
        410,
      );
  }
  return funnel;
}
