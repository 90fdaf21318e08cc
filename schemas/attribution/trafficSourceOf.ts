import { isTrafficSource, type TrafficSource } from '../enums/trafficSources';
import type { AttributionTags } from './attributionTags';

/**
 * The visitor's traffic source (the `Source` header, SPEC §7): `utm_source` when it is one of the known sources of
 * SPEC §9, as written (lower case); anything else, or none, is "" (no source) (SPEC §5).
 */
export function trafficSourceOf(tags: AttributionTags): TrafficSource {
  const source = tags.utm_source;
  return isTrafficSource(source) ? source : '';
}
