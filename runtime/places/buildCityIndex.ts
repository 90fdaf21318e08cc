import { DEFAULT_PLACE_LIMIT, MAX_PLACE_LIMIT } from '../../schemas/places/placeSchema';
import type { CityRecord } from './cityRecord';
import { type CityMatch, compareCityMatches } from './compareCityMatches';
import { normalizePlaceName } from './normalizePlaceName';

/**
 * Prefixes up to this length have their best MAX_PLACE_LIMIT cities kept when the index is built: their ranges of
 * keys are the long ones (thousands of names begin with "s" or "san"); longer prefixes hold few enough keys to rank
 * on each keystroke.
 */
export const PRECOMPUTED_PREFIX_LENGTH = 3;

/** A prefix index of city names, built once, searched on each keystroke. */
export type CityIndex = {
  /**
   * The cities whose name, or one of whose later words, begins with the text (both normalized as normalizePlaceName
   * does), best first (compareCityMatches), at most `limit` (default DEFAULT_PLACE_LIMIT, at most MAX_PLACE_LIMIT);
   * none for a text with no letter or digit.
   */
  search(text: string, limit?: number): CityRecord[];
  /** How many cities and keys (whole names and later words) it holds. */
  readonly size: { cities: number; keys: number };
};

/** A name under which a city is found: its whole name, or a later word with the rest of its name. */
type Key = CityMatch & { text: string; cityIndex: number };

/**
 * Builds the city index: every city under its normalized whole name and under each later word with the rest of its
 * name ("new york city" also as "york city" and "city"). The keys are sorted so that the keys beginning with a text
 * are one range, found by binary search; each key's rank is its place in compareCityMatches' order, so a search
 * compares integers. The best cities of each prefix of up to PRECOMPUTED_PREFIX_LENGTH characters are kept
 * beforehand, as their ranges are long.
 */
export function buildCityIndex(cities: readonly CityRecord[]): CityIndex {
  const byRank: Key[] = [];
  cities.forEach((city, cityIndex) => {
    const name = normalizePlaceName(city.name);
    if (name === '') return;
    byRank.push({ city, cityIndex, wholeName: true, text: name });
    for (let at = name.indexOf(' '); at !== -1; at = name.indexOf(' ', at + 1))
      byRank.push({ city, cityIndex, wholeName: false, text: name.slice(at + 1) });
  });
  byRank.sort(compareCityMatches);
  const best = bestOfShortPrefixes(byRank);

  const ranked = byRank.map((key, rank) => ({ text: key.text, cityIndex: key.cityIndex, rank }));
  ranked.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : a.rank - b.rank));
  const keys = ranked.map((key) => key.text);
  const keyCity = Int32Array.from(ranked, (key) => key.cityIndex);
  const keyRank = Int32Array.from(ranked, (key) => key.rank);

  function search(text: string, limit = DEFAULT_PLACE_LIMIT): CityRecord[] {
    const prefix = normalizePlaceName(text);
    if (prefix === '') return [];
    const count = Math.min(Math.max(1, Math.floor(limit)), MAX_PLACE_LIMIT);
    const found =
      prefix.length <= PRECOMPUTED_PREFIX_LENGTH
        ? (best.get(prefix) ?? []).slice(0, count)
        : bestInRange(keys, keyCity, keyRank, prefix, count);
    return found.flatMap((cityIndex) => cities[cityIndex] ?? []);
  }

  return { search, size: { cities: cities.length, keys: keys.length } };
}

/** The first key at or after `text` (keys in code-unit order, the order `<` and `startsWith` agree on). */
function lowerBound(keys: readonly string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The best `count` distinct cities among the keys beginning with `prefix`, each at its best key's rank. */
function bestInRange(
  keys: readonly string[],
  keyCity: Int32Array,
  keyRank: Int32Array,
  prefix: string,
  count: number,
): number[] {
  const bestRank = new Map<number, number>();
  for (let i = lowerBound(keys, prefix); i < keys.length && (keys[i] ?? '').startsWith(prefix); i++) {
    const city = keyCity[i] ?? 0;
    const rank = keyRank[i] ?? 0;
    const known = bestRank.get(city);
    if (known === undefined || rank < known) bestRank.set(city, rank);
  }
  return [...bestRank.entries()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, count)
    .map(([city]) => city);
}

/**
 * For each prefix of up to PRECOMPUTED_PREFIX_LENGTH characters of any key, its best MAX_PLACE_LIMIT distinct cities.
 * The keys come best first, so the first key of a city that reaches a prefix is its best there.
 */
function bestOfShortPrefixes(byRank: readonly Key[]): Map<string, number[]> {
  const best = new Map<string, number[]>();
  for (const { text, cityIndex } of byRank) {
    for (let length = 1; length <= Math.min(PRECOMPUTED_PREFIX_LENGTH, text.length); length++) {
      if (text[length - 1] === ' ') continue; // a trimmed query never ends in a space
      const prefix = text.slice(0, length);
      const list = best.get(prefix);
      if (list === undefined) best.set(prefix, [cityIndex]);
      else if (list.length < MAX_PLACE_LIMIT && !list.includes(cityIndex)) list.push(cityIndex);
    }
  }
  return best;
}
