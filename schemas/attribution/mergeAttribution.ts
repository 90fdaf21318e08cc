import type { AttributionTags } from './attributionTags';

/**
 * The tags a visit keeps when it arrives (a decision, docs/validation.md#attribution-tags: the product leaves it open):
 * a page whose query carries any captured tag is a new ad click, and its tags replace the stored ones whole (mixing the
 * campaign of one click with the click id of another would credit neither); a page without tags (a reload, a step, a
 * visitor coming back by a bookmark) keeps the stored ones, which stay for the cookie's lifetime (last click with tags
 * wins).
 */
export function mergeAttribution(stored: AttributionTags, captured: AttributionTags): AttributionTags {
  return Object.keys(captured).length > 0 ? captured : stored;
}
