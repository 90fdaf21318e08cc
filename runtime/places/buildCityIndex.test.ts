import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACE_LIMIT, MAX_PLACE_LIMIT } from '@/schemas/places/placeLimits';
import { buildCityIndex, PRECOMPUTED_PREFIX_LENGTH } from './buildCityIndex';
import type { CityRecord } from './cityRecord';

const city = (name: string, population: number, extra: Partial<CityRecord> = {}): CityRecord => ({
  id: `${name}-${population}`,
  name,
  country: 'XX',
  latitude: 0,
  longitude: 0,
  population,
  ...extra,
});

const CITIES: CityRecord[] = [
  city('Zürich', 341_730, { country: 'CH', region: 'ZH' }),
  city('Zug', 23_435, { country: 'CH', region: 'ZG' }),
  city('São Paulo', 10_021_295, { country: 'BR' }),
  city('São Pedro', 27_068, { country: 'BR' }),
  city('New York City', 8_175_133, { country: 'US', region: 'NY' }),
  city('Newark', 281_944, { country: 'US', region: 'NJ' }),
  city('New Yekepa', 24_695, { country: 'LR' }),
  city('York', 153_717, { country: 'GB', region: 'ENG' }),
  city('York', 43_992, { country: 'US', region: 'PA' }),
  city('Yorkton', 15_669, { country: 'CA' }),
  city('Springfield', 5000, { id: 'springfield-b', region: 'IL' }),
  city('Springfield', 5000, { id: 'springfield-a', region: 'MO' }),
  city('Springfield', 160_000, { id: 'springfield-ma', region: 'MA' }),
];
const index = buildCityIndex(CITIES);
const found = (text: string, limit?: number) => index.search(text, limit).map((c) => `${c.name} ${c.country}`);

describe('buildCityIndex', () => {
  it.each([
    ['zur', ['Zürich CH']],
    ['ZÜR', ['Zürich CH']],
    ['Zurich', ['Zürich CH']],
    ['z', ['Zürich CH', 'Zug CH']],
    ['sao p', ['São Paulo BR', 'São Pedro BR']],
    ['são pa', ['São Paulo BR']],
    ['SAO PAULO', ['São Paulo BR']],
    ['new y', ['New York City US', 'New Yekepa LR']],
    ['new', ['New York City US', 'Newark US', 'New Yekepa LR']],
    ['york', ['York GB', 'New York City US', 'York US', 'Yorkton CA']],
    ['york c', ['New York City US']],
    ['city', ['New York City US']],
    ['yorkshire', []],
    ['ork', []],
  ])('%j finds %j, in that order', (text, cities) => {
    expect(found(text)).toEqual(cities);
  });

  it.each(['', '   ', '\t', '-.,'])('finds nothing for %j', (text) => {
    expect(index.search(text)).toEqual([]);
  });

  it('answers at most the limit, DEFAULT_PLACE_LIMIT by default and never more than MAX_PLACE_LIMIT', () => {
    const many = buildCityIndex(Array.from({ length: 40 }, (_, i) => city(`Town ${i}`, 1000 + i)));
    expect(many.search('town')).toHaveLength(DEFAULT_PLACE_LIMIT);
    expect(many.search('town', 3).map((c) => c.name)).toEqual(['Town 39', 'Town 38', 'Town 37']);
    expect(many.search('town', 100)).toHaveLength(MAX_PLACE_LIMIT);
    expect(many.search('t', 100)).toHaveLength(MAX_PLACE_LIMIT);
    expect(many.search('town', 0)).toHaveLength(1);
  });

  it('ranks ties of population by name and id, the same for short (precomputed) and long prefixes', () => {
    const expected = ['springfield-ma', 'springfield-a', 'springfield-b'];
    expect(index.search('spr').map((c) => c.id)).toEqual(expected);
    expect(index.search('springf').map((c) => c.id)).toEqual(expected);
    expect('spr'.length).toBeLessThanOrEqual(PRECOMPUTED_PREFIX_LENGTH);
  });

  it('answers a city once even when several of its keys match', () => {
    const twice = buildCityIndex([city('Bora Bora', 10_000)]);
    expect(twice.search('bor').map((c) => c.name)).toEqual(['Bora Bora']);
    expect(twice.search('bora').map((c) => c.name)).toEqual(['Bora Bora']);
  });

  it('keeps the region and coordinates of the place', () => {
    expect(index.search('zurich')[0]).toEqual({
      id: 'Zürich-341730',
      name: 'Zürich',
      region: 'ZH',
      country: 'CH',
      latitude: 0,
      longitude: 0,
      population: 341_730,
    });
  });

  it('counts its cities and keys (whole names and later words)', () => {
    expect(index.size).toEqual({ cities: CITIES.length, keys: CITIES.length + 5 });
  });
});
