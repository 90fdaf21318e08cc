import { performance } from 'node:perf_hooks';
import { readDocumentFiles } from '../runtime/definitions/readDocumentFiles';
import { validateDocumentSet } from '../runtime/definitions/validateDocumentSet';

export type Timing = { label: string; runs: number; p50Ms: number; p95Ms: number };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function time(label: string, runs: number, work: () => void): Timing {
  for (let i = 0; i < 20; i++) work(); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { label, runs, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95) };
}

/**
 * How long a publish-time validation takes: one funnel with its flow (structure and semantics), and
 * the whole fixture catalogue at once.
 */
export function validationSpeed(fixturesDir = 'fixtures/funnels'): Timing[] {
  const { documents } = readDocumentFiles([fixturesDir]);
  const pair = documents.filter((d) => d.name.includes('/palmistry/'));
  return [
    time('validate one funnel and its flow (palmistry)', 2000, () => validateDocumentSet(pair)),
    time(`validate the whole catalogue (${documents.length} documents)`, 200, () => validateDocumentSet(documents)),
  ];
}
