import { describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from './enums/currencies';
import { UPSELL_CATALOGUE, UPSELL_PRODUCT_IDS, type UpsellProductId } from './upsellCatalogue';

const prices = (id: UpsellProductId): Partial<Record<Currency, number>> => UPSELL_CATALOGUE[id].price;

describe('the upsell catalogue', () => {
  it.each([
    ['numerology_analysis', 1499],
    ['ultra_pack_5', 4999],
    ['black_moon_report', 999],
    ['premium_2_weeks', 959],
    ['premium_1_month', 1459],
  ] as const)('prices %s at the catalogue’s figure in USD, EUR and GBP alike', (id, minor) => {
    expect([prices(id).USD, prices(id).EUR, prices(id).GBP]).toEqual([minor, minor, minor]);
  });

  it.each([
    ['tarot_reading', 'CLP', 14500],
    ['tarot_reading', 'MXN', 27900],
    ['love_spell', 'BRL', 16490],
    ['ultra_pack_4', 'COP', 15990000],
  ] as const)('prices %s in %s at %i minor units', (id, currency, minor) => {
    expect(prices(id)[currency]).toBe(minor);
  });

  it('prices every product in every currency a funnel can charge in, but the renewing ones in pesos of Argentina', () => {
    const missing = UPSELL_PRODUCT_IDS.flatMap((id) =>
      CURRENCIES.filter((currency) => prices(id)[currency] === undefined).map((currency) => `${id} ${currency}`),
    );
    expect(missing).toEqual(['premium_2_weeks ARS', 'premium_1_month ARS']);
  });

  it('keeps every price a whole number of minor units, and CLP prices whole pesos', () => {
    for (const id of UPSELL_PRODUCT_IDS)
      for (const minor of Object.values(prices(id))) expect(Number.isSafeInteger(minor) && minor > 0).toBe(true);
  });
});
