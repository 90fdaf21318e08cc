import { execFileSync } from 'node:child_process';
import type { PlacesResults } from './benchResults';

/**
 * The birth place search (docs/places.md), in-process on the embedded default: the index's build time and heap, and
 * the search per keystroke (bench/placesProbe.ts, in a fresh Node with `--expose-gc`). The HTTP round trip of
 * /api/v1/places is not measured: it is the server's figures for any small JSON route plus the answer's time here.
 */
export function measurePlaces(): Omit<PlacesResults, 'measuredAt'> {
  const output = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/placesProbe.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
}
