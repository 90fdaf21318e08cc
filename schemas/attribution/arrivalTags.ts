import type { AttributionTags } from './attributionTags';
import { mergeAttribution } from './mergeAttribution';

/** How a tab arrived on the site, read once on its first page (a return from the bank's check is no arrival). */
export type Arrival = {
  /** The referring page (`document.referrer`): "" when none was sent (typed, bookmarked, an app's link). */
  referrer: string;
  /** This site's host: a page of its own is no referrer. */
  ownHost: string;
};

/** The host of a referring page of another site, if the referrer is one. */
function otherSite(arrival: Arrival): string | undefined {
  try {
    const { protocol, host } = new URL(arrival.referrer);
    return (protocol === 'https:' || protocol === 'http:') && host !== arrival.ownHost ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tags a visit keeps when a page loads: the query's tags when it carries any (mergeAttribution); else, on the tab's
 * first page, a referring page of another site is a new arrival too, kept as the `seo_referrer` of
 * docs/limits.md#attribution-parameters (its host: a search engine's is organic, another's a referral,
 * trafficSourceOf); else the stored tags (a reload, a step, a visitor coming back directly keeps where they came from).
 */
export function arrivalTags(
  stored: AttributionTags,
  captured: AttributionTags,
  arrival: Arrival | undefined,
): AttributionTags {
  if (Object.keys(captured).length > 0 || arrival === undefined) return mergeAttribution(stored, captured);
  const referrer = otherSite(arrival);
  return referrer === undefined ? stored : { seo_referrer: referrer };
}
