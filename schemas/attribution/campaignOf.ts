import type { AttributionTags } from './attributionTags';

/** The longest campaign name the report keeps (a longer one is cut): names are for reading, not for payloads. */
export const CAMPAIGN_MAX_LENGTH = 100;

/** Where a campaign is named, most readable first: its name, else its ids (SPEC §9 captures both spellings). */
const CAMPAIGN_TAGS = ['utm_campaign', 'utm_campaign_id', 'utm_campaignid'] as const;

/** The visit's campaign, as the report groups by it: the first of CAMPAIGN_TAGS given, trimmed; "" for none. */
export function campaignOf(tags: AttributionTags): string {
  for (const tag of CAMPAIGN_TAGS) {
    const value = tags[tag]?.trim();
    if (value) return value.slice(0, CAMPAIGN_MAX_LENGTH);
  }
  return '';
}
