import { describe, expect, it } from 'vitest';
import type { CityRecord } from './cityRecord';
import { type CityMatch, compareCityMatches, LATER_WORD_POPULATION_SHARE } from './compareCityMatches';

const city = (name: string, population: number, id = name): CityRecord => ({
  id,
  name,
  country: 'US',
  latitude: 0,
  longitude: 0,
  population,
});
const whole = (c: CityRecord): CityMatch => ({ city: c, wholeName: true });
const laterWord = (c: CityRecord): CityMatch => ({ city: c, wholeName: false });
const names = (matches: CityMatch[]) => matches.sort(compareCityMatches).map((m) => `${m.city.name}/${m.city.id}`);

describe('compareCityMatches', () => {
  it('puts the most populous first', () => {
    expect(names([whole(city('York', 40_000)), whole(city('Yorkton', 15_000)), whole(city('York', 150_000))])).toEqual([
      'York/York',
      'York/York',
      'Yorkton/Yorkton',
    ]);
  });

  it('counts a later-word match at a share of its population: York, then New York City, then small Yorks', () => {
    const ranked = names([
      whole(city('York', 43_992, 'york-us')),
      laterWord(city('New York City', 8_175_133)),
      whole(city('York', 153_717, 'york-gb')),
    ]);
    expect(ranked).toEqual(['York/york-gb', 'New York City/New York City', 'York/york-us']);
    expect(8_175_133 * LATER_WORD_POPULATION_SHARE).toBeLessThan(153_717);
  });

  it('at equal weight puts the whole-name match first', () => {
    const big = city('East Springfield', 100 / LATER_WORD_POPULATION_SHARE);
    expect(names([laterWord(big), whole(city('Springfield', 100))])).toEqual([
      'Springfield/Springfield',
      `East Springfield/East Springfield`,
    ]);
  });

  it('breaks ties of population by name, then id, so the order never changes', () => {
    const ranked = names([
      whole(city('Springfield', 1000, 'b')),
      whole(city('Salem', 1000, 'z')),
      whole(city('Springfield', 1000, 'a')),
    ]);
    expect(ranked).toEqual(['Salem/z', 'Springfield/a', 'Springfield/b']);
  });
});
