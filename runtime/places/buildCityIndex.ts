import { DEFAULT_PLACE_LIMIT, MAX_PLACE_LIMIT } from '@/schemas/places/placeLimits';
import type { CityRecord } from './cityRecord';
import { type CityMatch, compareCityMatches, matchWeight } from './compareCityMatches';
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

/** Separates a key's text from its number in the strings sorted at build: below any character a text holds. */
const KEY_NUMBER_SEPARATOR = '\u0000';

/** What an index out of range would read: never, as keys and their matches are pushed together. */
const NO_MATCH: CityMatch = {
  city: { id: '', name: '', country: '', latitude: 0, longitude: 0, population: 0 },
  wholeName: false,
};

/**
 * Builds the city index: every city under its normalized whole name and under each later word with the rest of its
 * name ("new york city" also as "york city" and "city"). The keys are sorted so that the keys beginning with a text
 * are one range, found by binary search; each key's rank is its place in compareCityMatches' order, so a search
 * compares integers. The best cities of each prefix of up to PRECOMPUTED_PREFIX_LENGTH characters are kept
 * beforehand, as their ranges are long. Keys live in parallel arrays, not objects, and are sorted by the engine's own
 * string order, as building is what the first search waits for.
 */
export function buildCityIndex(cities: readonly CityRecord[]): CityIndex {
  const texts: string[] = [];
  const cityOf: number[] = [];
  const matches: CityMatch[] = [];
  cities.forEach((city, cityIndex) => {
    const name = normalizePlaceName(city.name);
    if (name === '') return;
    texts.push(name);
    cityOf.push(cityIndex);
    matches.push({ city, wholeName: true });
    const laterWord = { city, wholeName: false };
    for (let at = name.indexOf(' '); at !== -1; at = name.indexOf(' ', at + 1)) {
      texts.push(name.slice(at + 1));
      cityOf.push(cityIndex);
      matches.push(laterWord);
    }
  });
  const weight = Float64Array.from(matches, matchWeight);
  const byRank = Array.from(texts, (_, key) => key);
  byRank.sort(
    (a, b) => (weight[b] ?? 0) - (weight[a] ?? 0) || compareCityMatches(matches[a] ?? NO_MATCH, matches[b] ?? NO_MATCH),
  );
  const rankOf = new Int32Array(texts.length);
  byRank.forEach((key, rank) => {
    rankOf[key] = rank;
  });
  const best = bestOfShortPrefixes(byRank, texts, cityOf);

  const sorted = texts.map((text, key) => `${text}${KEY_NUMBER_SEPARATOR}${key}`).sort();
  const keys: string[] = new Array(sorted.length);
  const keyCity = new Int32Array(sorted.length);
  const keyRank = new Int32Array(sorted.length);
  sorted.forEach((entry, i) => {
    const separator = entry.lastIndexOf(KEY_NUMBER_SEPARATOR);
    const key = Number(entry.slice(separator + 1));
    keys[i] = entry.slice(0, separator);
    keyCity[i] = cityOf[key] ?? 0;
    keyRank[i] = rankOf[key] ?? 0;
  });

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
function bestOfShortPrefixes(
  byRank: readonly number[],
  texts: readonly string[],
  cityOf: readonly number[],
): Map<string, number[]> {
  const best = new Map<string, number[]>();
  for (const key of byRank) {
    const text = texts[key] ?? '';
    const cityIndex = cityOf[key] ?? 0;
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
