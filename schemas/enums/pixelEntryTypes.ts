/** docs/entities.md#enumerations: tracking pixel entry types. */
export const PIXEL_ENTRY_TYPES = ['FACEBOOK_PIXEL', 'BING_ADS', 'TIK_TOK'] as const;
export type PixelEntryType = (typeof PIXEL_ENTRY_TYPES)[number];

/**
 * docs/entities.md#pixel-ids-of-a-funnel: the ad platforms a funnel lists pixel ids for, as keys of its `pixels`
 * object.
 */
export const PIXEL_PLATFORMS = ['facebook', 'tikTok', 'bingAds'] as const;
export type PixelPlatform = (typeof PIXEL_PLATFORMS)[number];
