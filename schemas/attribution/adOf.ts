import type { AttributionTags } from './attributionTags';
import { firstTagOf } from './campaignOf';

/** The longest ad name the report keeps (a longer one is cut), as for campaigns. */
export const AD_MAX_LENGTH = 100;

/**
 * Where the ad a visit came from is named, most readable first: its name, else its ids
 * (docs/limits.md#attribution-parameters captures both spellings). A spend file's or a network's `ad` is its name, so a
 * visit's ad matches its spend when the ad's address carries its name (`utm_ad_name={{ad.name}}` on Facebook,
 * `utm_ad_name=__CID_NAME__` on TikTok).
 */
const AD_TAGS = ['utm_ad_name', 'utm_ad', 'utm_ad_id', 'utm_adid'] as const;

/** The visit's ad, as the report's returns group by it (docs/decisions/0042): the first of AD_TAGS given; "" for none. */
export function adOf(tags: AttributionTags): string {
  return firstTagOf(tags, AD_TAGS, AD_MAX_LENGTH);
}
