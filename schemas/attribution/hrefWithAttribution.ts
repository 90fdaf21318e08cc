import { ATTRIBUTION_PARAMETERS } from '@/schemas/enums/attributionParameters';
import type { AttributionTags } from './attributionTags';

/**
 * A link of the site's own (`/natal-chart`, `/palmistry?x=1#top`) carrying a visit's attribution tags in its query, as
 * an ad's link carries them, so the page it opens captures them again (captureAttribution reads them back as they are):
 * a funnel opened from a page linked from email keeps the email's tags, in its visit and its orders, even where the
 * cookie could not be written. The tags go in the order of docs/limits.md#attribution-parameters after the link's own
 * parameters; a parameter the link names already is left as it is (the link's is the first value, which capture keeps).
 */
export function hrefWithAttribution(href: string, tags: AttributionTags): string {
  const hashAt = href.indexOf('#');
  const [path, hash] = hashAt === -1 ? [href, ''] : [href.slice(0, hashAt), href.slice(hashAt)];
  const queryAt = path.indexOf('?');
  const [pathname, search] = queryAt === -1 ? [path, ''] : [path.slice(0, queryAt), path.slice(queryAt + 1)];
  const query = new URLSearchParams(search);
  for (const parameter of ATTRIBUTION_PARAMETERS) {
    const value = tags[parameter];
    if (value !== undefined && !query.has(parameter)) query.append(parameter, value);
  }
  const joined = query.toString();
  return `${pathname}${joined === '' ? '' : `?${joined}`}${hash}`;
}
