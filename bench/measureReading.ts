import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readingOf } from '@/runtime/readings/readingVariables';
import type { ReadingResults } from './benchResults';
import { percentile } from './percentile';

/**
 * What a reading costs the steps that show one, from the production build (`next build`) and in-process:
 * - the JS they load for it, gzip: the chunk of the reading (the ephemeris and the values' words, loaded by steps
 *   whose texts name values) and the chunk of the natal wheel (astrochart, loaded by steps that draw it), found by
 *   code only each holds; no first step loads either;
 * - the time to cast a chart with houses, over births spread across the funnel's years.
 */
const CHUNKS = {
  /** One of astronomy-engine's error messages, beside the reading's fallback word. */
  reading: ['Invalid precess direction', 'valueUnknown'],
  /** astrochart's settings. */
  wheel: ['SYMBOL_SCALE'],
} as const;
const CHARTS_CAST = 500;

export function measureReading(buildDir: string): Omit<ReadingResults, 'measuredAt'> {
  const dir = join(buildDir, 'static', 'chunks');
  const chunks = readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
  const gzipOf = (markers: readonly string[]) => {
    const found = chunks.filter((code) => markers.every((m) => code.includes(m)));
    if (found.length !== 1) throw new Error(`${found.length} chunks hold ${markers.join(' and ')}: expected one`);
    return gzipSync(found[0] ?? '', { level: 9 }).length;
  };
  const timings: number[] = [];
  for (let i = 0; i < CHARTS_CAST; i += 1) {
    const answers = {
      birthDate: {
        year: 1940 + (i % 68),
        month: i % 12,
        day: 1 + (i % 28),
        time: { hour: 1 + (i % 12), minute: i % 60, timeOfDay: (i % 2) as 0 | 1 },
      },
      birthPlace: { name: 'Lisbon', latitude: 38.7 - (i % 90), longitude: -9.1 + (i % 180), timeZone: 'Europe/Lisbon' },
    };
    const start = performance.now();
    readingOf(answers);
    timings.push(performance.now() - start);
  }
  return {
    readingJsGzipBytes: gzipOf(CHUNKS.reading),
    wheelJsGzipBytes: gzipOf(CHUNKS.wheel),
    charts: CHARTS_CAST,
    chartP50Ms: percentile(timings, 50),
    chartP95Ms: percentile(timings, 95),
  };
}
