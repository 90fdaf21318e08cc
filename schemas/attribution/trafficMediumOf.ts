import type { TrafficMedium } from '@/schemas/enums/trafficMediums';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
import type { AttributionTags } from './attributionTags';
import { trafficSourceOf } from './trafficSourceOf';

/** The medium of each known source: the ad networks' are paid clicks. */
const MEDIUM_OF_SOURCE: Record<Exclude<TrafficSource, ''>, TrafficMedium> = {
  fb: 'paid',
  google: 'paid',
  tiktok: 'paid',
  bing: 'paid',
  email: 'email',
  affiliate: 'affiliate',
  organic: 'organic',
  direct: 'direct',
};

/**
 * How the visit came (kept beside its source, trafficSourceOf, from the same tags): its known source's medium; a
 * visit of no source that arrived from another site (its referrer, with no campaign source) is a `referral`; one
 * tagged by a source we do not know is ''.
 */
export function trafficMediumOf(tags: AttributionTags): TrafficMedium {
  const source = trafficSourceOf(tags);
  if (source !== '') return MEDIUM_OF_SOURCE[source];
  return tags.utm_source === undefined && tags.seo_referrer !== undefined ? 'referral' : '';
}
