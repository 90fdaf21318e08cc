import { performance } from 'node:perf_hooks';
import { readDocumentFiles } from '@/runtime/definitions/readDocumentFiles';
import { validateDocumentSet } from '@/runtime/definitions/validateDocumentSet';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';
import type { Timing } from './benchResults';
import { percentile } from './percentile';

function time(label: string, runs: number, work: () => void): Timing {
  for (let i = 0; i < 20; i++) work(); // warm up the JIT
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  return { label, runs, p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95) };
}

/** A document as a database written before documents named their contract holds it. */
function withoutContract(document: unknown): unknown {
  if (typeof document !== 'object' || document === null) return document;
  return Object.fromEntries(Object.entries(document).filter(([key]) => key !== 'contract'));
}

/**
 * How long a publish-time validation takes: one funnel with its flow (structure and semantics), and
 * the whole fixture catalogue at once; and how long reading stored documents takes, as every uncached page
 * and every order does (parseStoredDocument: migration and structure only).
 */
export function validationSpeed(fixturesDir = 'fixtures/funnels'): Timing[] {
  const { documents } = readDocumentFiles([fixturesDir]);
  const pair = documents.filter((d) => d.name.includes('/palmistry/'));
  const flows = documents.filter((d) => d.kind === 'flow');
  const funnels = documents.filter((d) => d.kind === 'funnel').map((d) => d.document);
  const biggest = [...flows].sort((a, b) => JSON.stringify(b.document).length - JSON.stringify(a.document).length)[0];
  const stored = biggest?.document;
  const old = withoutContract(stored);
  return [
    time('validate one funnel and its flow (palmistry)', 2000, () => validateDocumentSet(pair)),
    time(`validate the whole catalogue (${documents.length} documents)`, 200, () => validateDocumentSet(documents)),
    time(`read the biggest stored flow (${biggest?.name})`, 5000, () => parseStoredDocument('flow', stored)),
    time('read the same flow stored under contract 1', 5000, () => parseStoredDocument('flow', old)),
    time(`read every stored funnel (${funnels.length}), as a funnel page does`, 2000, () => {
      for (const funnel of funnels) parseStoredDocument('funnel', funnel);
    }),
  ];
}
