/**
 * docs/limits.md#consent-groups: consent groups. C0001-C0004 are named by the product; the two sale/share-of-data
 * groups are not, so they take the consent platform's usual next ids (SSPD_BG for the US state laws' opt-out, C0005 for
 * social media sharing).
 */
export const CONSENT_GROUPS = {
  C0001: 'strictly necessary',
  C0002: 'performance',
  C0003: 'functional',
  C0004: 'targeting',
  C0005: 'share of data',
  SSPD_BG: 'sale of data',
} as const;
export type ConsentGroup = keyof typeof CONSENT_GROUPS;
export const CONSENT_GROUP_IDS = Object.keys(CONSENT_GROUPS) as [ConsentGroup, ...ConsentGroup[]];
