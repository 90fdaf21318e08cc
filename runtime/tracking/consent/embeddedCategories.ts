import type { ConsentGroup } from '@/schemas/enums/consentGroups';
import { type ConsentGroups, NECESSARY_ONLY } from './consentState';

/**
 * The embedded consent manager's categories and the groups (docs/limits.md#consent-groups) each stands for. Targeting
 * carries the two sale/share-of-data groups too: what the ad pixels do with a visit is exactly that sharing.
 */
export const EMBEDDED_CATEGORIES = {
  necessary: ['C0001'],
  performance: ['C0002'],
  functional: ['C0003'],
  targeting: ['C0004', 'C0005', 'SSPD_BG'],
} as const satisfies Record<string, readonly ConsentGroup[]>;
export type EmbeddedCategory = keyof typeof EMBEDDED_CATEGORIES;

/** The consent groups of the categories a visitor accepted; strictly necessary is always given. */
export function embeddedCategories(accepted: readonly string[]): ConsentGroups {
  const groups = { ...NECESSARY_ONLY };
  for (const [category, given] of Object.entries(EMBEDDED_CATEGORIES))
    if (accepted.includes(category)) for (const group of given) groups[group] = true;
  return groups;
}
