import type { AttributionParameter } from '@/schemas/enums/attributionParameters';
import type { AttributionTags } from './attributionTags';

/** The longest campaign name the report keeps (a longer one is cut): names are for reading, not for payloads. */
export const CAMPAIGN_MAX_LENGTH = 100;

/**
 * Where a campaign is named, most readable first: its name, else its ids (docs/limits.md#attribution-parameters
 * captures both spellings).
 */
const CAMPAIGN_TAGS = ['utm_campaign', 'utm_campaign_id', 'utm_campaignid'] as const;

/** The visit's campaign, as the report groups by it: the first of CAMPAIGN_TAGS given, trimmed; "" for none. */
export function campaignOf(tags: AttributionTags): string {
  return firstTagOf(tags, CAMPAIGN_TAGS, CAMPAIGN_MAX_LENGTH);
}

/** The first of the tags given (not blank), trimmed and cut at a length; "" for none. */
export function firstTagOf(tags: AttributionTags, names: readonly AttributionParameter[], maxLength: number): string {
  for (const name of names) {
    const value = tags[name]?.trim();
    if (value) return value.slice(0, maxLength);
  }
  return '';
}
