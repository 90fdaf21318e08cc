import type { Currency } from './enums/currencies';

/** docs/limits.md#upsell-catalogue: the groups of the one-time upsell catalogue. */
export const UPSELL_GROUPS = ['reports', 'ultraPack', 'readings', 'premium'] as const;
export type UpsellGroup = (typeof UPSELL_GROUPS)[number];

export type UpsellProduct = {
  group: UpsellGroup;
  /**
   * Price in integer minor units of each currency it is sold in (cents; pesos for CLP). A funnel may sell an upsell
   * only when it has a price in every currency of the funnel (the definition check refuses it otherwise).
   */
  price: Partial<Record<Currency, number>>;
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

/**
 * The catalogue's price points, in minor units of every currency a funnel can charge in. USD, EUR and GBP carry the
 * figures of docs/limits.md#upsell-catalogue (9.59 to 49.99, one figure in the three); the others are ours: about the
 * same value at the exchange rates of late 2026, rounded to what shops there charge (MXN 279.00, CLP 14,500, BRL 82.90,
 * ...).
 */
// biome-ignore format: a table reads better aligned
const PRICE_POINTS = {
  p959:  { usd: 959,  MXN: 17900, ARS: 1349900, CLP: 8900,  BRL: 4990,  COP: 3990000,  CRC: 490000,  DOP: 57900,  PEN: 3590,  PAB: 959,  UYU: 38900 },
  p999:  { usd: 999,  MXN: 18900, ARS: 1399900, CLP: 9500,  BRL: 5490,  COP: 4190000,  CRC: 510000,  DOP: 59900,  PEN: 3790,  PAB: 999,  UYU: 39900 },
  p1459: { usd: 1459, MXN: 26900, ARS: 1999900, CLP: 13900, BRL: 7990,  COP: 5990000,  CRC: 750000,  DOP: 87900,  PEN: 5490,  PAB: 1459, UYU: 58900 },
  p1499: { usd: 1499, MXN: 27900, ARS: 2099900, CLP: 14500, BRL: 8290,  COP: 6190000,  CRC: 770000,  DOP: 89900,  PEN: 5590,  PAB: 1499, UYU: 59900 },
  p1999: { usd: 1999, MXN: 36900, ARS: 2799900, CLP: 18900, BRL: 10990, COP: 7990000,  CRC: 1020000, DOP: 119900, PEN: 7490,  PAB: 1999, UYU: 79900 },
  p2999: { usd: 2999, MXN: 54900, ARS: 4199900, CLP: 28500, BRL: 16490, COP: 11990000, CRC: 1530000, DOP: 179900, PEN: 11190, PAB: 2999, UYU: 119900 },
  p3999: { usd: 3999, MXN: 72900, ARS: 5599900, CLP: 37900, BRL: 21990, COP: 15990000, CRC: 2040000, DOP: 239900, PEN: 14990, PAB: 3999, UYU: 159900 },
  p4999: { usd: 4999, MXN: 89900, ARS: 6999900, CLP: 47500, BRL: 27490, COP: 19990000, CRC: 2550000, DOP: 299900, PEN: 18690, PAB: 4999, UYU: 199900 },
} as const;

/** A price point in every currency: the figure of docs/limits.md#upsell-catalogue in USD, EUR and GBP alike. */
function priced(point: keyof typeof PRICE_POINTS): Record<Currency, number> {
  const { usd, ...others } = PRICE_POINTS[point];
  return { USD: usd, EUR: usd, GBP: usd, ...others };
}

/**
 * The renewing premium upsells are not sold in Argentine pesos: a fixed peso price that renews every few weeks
 * loses its worth within months at Argentina's inflation (a funnel selling in ARS offers the one-time products).
 */
function pricedToRenew(point: keyof typeof PRICE_POINTS): Partial<Record<Currency, number>> {
  const { ARS: _, ...prices } = priced(point);
  return prices;
}

/**
 * docs/limits.md#upsell-catalogue: the one-time upsell products. Prices come from the product's list (9.99 to 49.99
 * and the premium 9.59 and 14.59); which product carries which price is ours to decide.
 */
export const UPSELL_CATALOGUE = {
  numerology_analysis: { group: 'reports', price: priced('p1499') },
  tarot_reading: { group: 'reports', price: priced('p1499'), repeatable: true },
  palmistry_guide: { group: 'reports', price: priced('p1499') },
  ultra_pack_4: { group: 'ultraPack', price: priced('p3999'), reports: 4 },
  ultra_pack_5: { group: 'ultraPack', price: priced('p4999'), reports: 5 },
  natal_chart_reading: { group: 'readings', price: priced('p1999') },
  black_moon_report: { group: 'readings', price: priced('p999') },
  love_spell: { group: 'readings', price: priced('p2999') },
  compatibility_report: { group: 'readings', price: priced('p1999') },
  premium_2_weeks: { group: 'premium', price: pricedToRenew('p959'), renews: 'twoWeeks' },
  premium_1_month: { group: 'premium', price: pricedToRenew('p1459'), renews: 'month' },
} as const satisfies Record<string, UpsellProduct>;

export type UpsellProductId = keyof typeof UPSELL_CATALOGUE;
export const UPSELL_PRODUCT_IDS = Object.keys(UPSELL_CATALOGUE) as [UpsellProductId, ...UpsellProductId[]];
