import { describe, expect, it } from 'vitest';
import type { BenchResults } from './benchResults';
import { renderResults } from './renderResults';

const results: BenchResults = {
  machine: { cpus: 2, cpuModel: 'Test CPU', node: 'v20.20.2', chromium: 'Chromium 156', date: '2026-11-25' },
  lighthouse: {
    measuredAt: '2026-11-25',
    runsPerPage: 3,
    pages: [
      {
        page: '/palmistry',
        kind: 'ours',
        picture: false,
        lcpMs: 1200,
        tbtMs: 20,
        cls: 0,
        score: 99,
        runs: 9,
        noisy: ['TBT'],
      },
      { page: 'static', kind: 'static', lcpMs: 1000, tbtMs: 0, cls: 0, score: 100, runs: 3 },
    ],
  },
  weights: {
    measuredAt: '2026-11-25',
    load: { before: 0.4, after: 0.91 },
    storedBareNextJsGzipBytes: 1024,
    storedBareNextMeasuredOn: '2026-11-01',
    pages: [
      {
        page: 'bare Next',
        kind: 'bareNext',
        interactiveJsGzipBytes: 2048,
        cssGzipBytes: 0,
        htmlGzipBytes: 512,
        wholeGzipBytes: 2560,
        files: 4,
      },
    ],
  },
};

describe('renderResults', () => {
  const md = renderResults(results, [
    { goal: '/palmistry: LCP ≤ 1.3× static', measured: '1200 ms', limit: '<= 1300 ms', met: true },
    { goal: '/palmistry: CLS < 0.02', measured: '0.030', limit: '< 0.020', met: false },
    { goal: 'server (server)', measured: 'not measured', limit: '', met: undefined },
  ]);

  it("states the machine's facts", () => {
    expect(md).toContain('Machine: 2 CPUs (Test CPU), Node v20.20.2, Chromium 156, 2026-11-25.');
  });

  it('puts the peers before ours in one table, with a dash where a page was not measured', () => {
    const table = md.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| page'));
    expect(table[1]).toBe('| static | peer: static HTML, no JS | 1000 ms | 0 ms | 0.000 | 100 | 3 | – | – |');
    expect(table[2]).toBe('| bare Next | peer: bare Next page | – | – | – | – | – | 2.0 KiB | 2.5 KiB |');
  });

  it('marks a timing whose runs still scattered after the most runs as noisy', () => {
    expect(md).toContain('| /palmistry | ours, text | 1200 ms | 20 ms (noisy) | 0.000 | 99 | 9 | – | – |');
  });

  it('says under which load each part was measured', () => {
    expect(md).toContain('Bytes measured 2026-11-25, load 0.40 to 0.91 per core.');
  });

  it('marks each goal met, not met or not measured', () => {
    expect(md).toContain('| /palmistry: LCP ≤ 1.3× static | 1200 ms | <= 1300 ms | met |');
    expect(md).toContain('| /palmistry: CLS < 0.02 | 0.030 | < 0.020 | **not met** |');
    expect(md).toContain('| server (server) | not measured |  | not measured |');
  });

  it('points at the profiles that explain the goals not met', () => {
    expect(md).toContain('Each speed goal not met, with the profile that explains it: docs/SPEED.md.');
  });

  it("says when the bare Next page's stored figure drifted", () => {
    expect(md).toContain('**drifted by +1024 bytes**');
  });

  it('tables the load runs, with orders accepted against rows stored, and dashes where a run counts no orders', () => {
    const loaded = renderResults(
      {
        load: {
          measuredAt: '2026-11-25',
          connections: 100,
          durationSeconds: 60,
          runs: [
            {
              target: 'GET /palmistry',
              requests: 60000,
              status2xx: 60000,
              status4xx: 0,
              status5xx: 0,
              errors: 0,
              rps: 1000,
              p50Ms: 90,
              p99Ms: 210,
            },
            {
              target: 'POST /api/v1/orders',
              requests: 12000,
              status2xx: 11990,
              status4xx: 0,
              status5xx: 10,
              errors: 0,
              rps: 200,
              p50Ms: 400,
              p99Ms: 1500,
              accepted: 11990,
              stored: 11991,
              lost: 0,
              unanswered: 1,
            },
          ],
        },
      },
      [],
    );
    expect(loaded).toContain('100 connections for 60 s each, on PostgreSQL (2026-11-25)');
    const rows = loaded.split('\n').filter((line) => line.startsWith('| GET') || line.startsWith('| POST'));
    expect(rows).toEqual([
      '| GET /palmistry | 60000 | 1000 | 90 ms | 210 ms | 60000 | 0 | 0 | 0 | - | - | - | - |',
      '| POST /api/v1/orders | 12000 | 200 | 400 ms | 1500 ms | 11990 | 0 | 10 | 0 | 11990 | 11991 | 0 | 1 |',
    ]);
  });

  it('tables the pages observed at 4x CPU, peers first, then the long tasks after each first paint', () => {
    const page = { fcpMs: 400, lcpMs: 450, blockingMs: 0, longestTaskMs: 0, requests: 1, runs: 5, tasksAfterPaint: [] };
    const observed = renderResults(
      {
        observed: {
          measuredAt: '2026-11-29',
          cpuThrottlingRate: 4,
          network: { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 },
          pages: [
            {
              ...page,
              page: '/palmistry, production',
              kind: 'ours',
              blockingMs: 120,
              longestTaskMs: 110,
              requests: 9,
              tasksAfterPaint: [{ startMs: 900, durationMs: 110, ran: ['a1.js (Window.requestIdleCallback) 90 ms'] }],
            },
            { ...page, page: 'static', kind: 'static' },
          ],
        },
      },
      [],
    );
    const rows = observed.split('\n').filter((line) => line.startsWith('| /') || line.startsWith('| static'));
    expect(rows).toEqual([
      '| static | peer: static HTML, no JS | 400 ms | 450 ms | 0 ms | 0 ms | 1 | 5 |',
      '| /palmistry, production | ours | 400 ms | 450 ms | 120 ms | 110 ms | 9 | 5 |',
      '| /palmistry, production | 900 ms | 110 ms | a1.js (Window.requestIdleCallback) 90 ms |',
    ]);
    expect(observed).toContain('at 4x CPU on slow 4G (150 ms round trip, 1638.4 kbps down, 750 kbps up; 2026-11-29)');
  });

  it('states the place search: the build, its heap, and the keystrokes', () => {
    const timing = { p50Ms: 0.004, p95Ms: 0.0312, maxMs: 1.5 };
    const places = renderResults(
      {
        places: {
          measuredAt: '2026-11-25',
          cities: 135_233,
          keys: 194_894,
          loadMs: 420,
          buildMs: 1100,
          datasetHeapBytes: 40 * 2 ** 20,
          indexHeapBytes: 60 * 2 ** 20,
          names: 200,
          keystrokes: 1500,
          indexSearch: timing,
          answer: { ...timing, p95Ms: 0.05 },
        },
      },
      [],
    );
    expect(places).toContain(
      '135233 cities loaded in 420 ms (40.0 MiB of heap), indexed under 194894 keys in 1100 ms (60.0 MiB more)',
    );
    expect(places).toContain('| the index | 0.004 ms | 0.031 ms | 1.500 ms |');
    expect(places).toContain('| the answer (with time zones and country names) | 0.004 ms | 0.050 ms | 1.500 ms |');
  });
});
