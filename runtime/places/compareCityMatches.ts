import type { CityRecord } from './cityRecord';

/** A city found by a search, and whether the text typed begins its whole name (not only one of its later words). */
export type CityMatch = { city: CityRecord; wholeName: boolean };

/**
 * A city found only by a later word of its name ranks as if it had this share of its population: "york" shows York
 * (153,000) before New York City (8.2 million, ranked as 82,000), yet New York City before the many villages named
 * York, so a big city is found by any of its words without pushing aside the cities whose name the visitor is typing.
 */
export const LATER_WORD_POPULATION_SHARE = 0.01;

/**
 * The order of a search's answer, best first: by population, a city found only by a later word of its name counting
 * LATER_WORD_POPULATION_SHARE of it, as a birth place is likelier a big city than a village of the same name; at equal
 * weight a whole-name match first ("new y" → New York City), then by name and id, so equal cities always come in the
 * same order.
 */
export function compareCityMatches(a: CityMatch, b: CityMatch): number {
  const weight = matchWeight(b) - matchWeight(a);
  if (weight !== 0) return weight;
  if (a.wholeName !== b.wholeName) return a.wholeName ? -1 : 1;
  if (a.city.name !== b.city.name) return a.city.name < b.city.name ? -1 : 1;
  return a.city.id < b.city.id ? -1 : a.city.id > b.city.id ? 1 : 0;
}

/** What orders matches first (compareCityMatches): the population, a LATER_WORD_POPULATION_SHARE of it for a later word. */
export function matchWeight(match: CityMatch): number {
  return match.wholeName ? match.city.population : match.city.population * LATER_WORD_POPULATION_SHARE;
}
