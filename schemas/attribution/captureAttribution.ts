import { ATTRIBUTION_PARAMETERS } from '@/schemas/enums/attributionParameters';
import type { AttributionTags } from './attributionTags';

/**
 * The tags a page's query string carries (docs/validation.md#attribution-tags): exactly the parameters of
 * docs/limits.md#attribution-parameters, nothing else; a repeated
 * parameter keeps its first value; a parameter without a value (`?utm_medium` or `?utm_medium=`) is "". Names are
 * matched as written (`UTM_SOURCE` is not `utm_source`). Accepts `location.search`, with or without its `?`.
 */
export function captureAttribution(search: string): AttributionTags {
  const query = new URLSearchParams(search);
  const tags: AttributionTags = {};
  for (const parameter of ATTRIBUTION_PARAMETERS) {
    // URLSearchParams.get is the first value of a repeated name, "" for an empty one, null for an absent one.
    const value = query.get(parameter);
    if (value !== null) tags[parameter] = value;
  }
  return tags;
}
