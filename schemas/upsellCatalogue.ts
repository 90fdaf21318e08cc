import type { Currency } from './enums/currencies';

/** SPEC §9: one-time upsell prices exist in these currencies. */
export const UPSELL_CURRENCIES = ['USD', 'EUR', 'GBP'] as const satisfies readonly Currency[];
export type UpsellCurrency = (typeof UPSELL_CURRENCIES)[number];

/** SPEC §9: the groups of the one-time upsell catalogue. */
export const UPSELL_GROUPS = ['reports', 'ultraPack', 'readings', 'premium'] as const;
export type UpsellGroup = (typeof UPSELL_GROUPS)[number];

export type UpsellProduct = {
  group: UpsellGroup;
  /** Price in minor units (cents, pence), the same figure in each upsell currency. */
  price: Record<UpsellCurrency, number>;
  /** How many reports a pack holds; absent for single products. */
  reports?: number;
  /** Subscription upsells renew; everything else is charged once. */
  renews?: 'twoWeeks' | 'month';
  /**
   * May be bought again after the same payment (a fresh reading each time); anything else is bought at most
   * once per paid order whose card pays for it in one click.
   */
  repeatable?: true;
};

const priced = (minor: number): Record<UpsellCurrency, number> => ({ USD: minor, EUR: minor, GBP: minor });

/**
 * SPEC §9: the one-time upsell products. Prices come from SPEC's list (9.99 to 49.99 and the premium
 * 9.59 and 14.59); which product carries which price is ours to decide.
 */
export const UPSELL_CATALOGUE = {
  numerology_analysis: { group: 'reports', price: priced(1499) },
  tarot_reading: { group: 'reports', price: priced(1499), repeatable: true },
  palmistry_guide: { group: 'reports', price: priced(1499) },
  ultra_pack_4: { group: 'ultraPack', price: priced(3999), reports: 4 },
  ultra_pack_5: { group: 'ultraPack', price: priced(4999), reports: 5 },
  natal_chart_reading: { group: 'readings', price: priced(1999) },
  black_moon_report: { group: 'readings', price: priced(999) },
  love_spell: { group: 'readings', price: priced(2999) },
  compatibility_report: { group: 'readings', price: priced(1999) },
  premium_2_weeks: { group: 'premium', price: priced(959), renews: 'twoWeeks' },
  premium_1_month: { group: 'premium', price: priced(1459), renews: 'month' },
} as const satisfies Record<string, UpsellProduct>;

export type UpsellProductId = keyof typeof UPSELL_CATALOGUE;
export const UPSELL_PRODUCT_IDS = Object.keys(UPSELL_CATALOGUE) as [UpsellProductId, ...UpsellProductId[]];
