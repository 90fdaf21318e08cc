import { describe, expect, it } from 'vitest';
import type { BenchResults, LighthousePage, ObservedPage, PageWeight } from './benchResults';
import { evaluateGoals } from './evaluateGoals';

const bytes = { interactiveJsOverBareNextBytes: 10_240, wholeFirstStepBelowBytes: 153_600 };
const lh = (page: string, kind: LighthousePage['kind'], lcpMs: number, tbtMs: number, score: number, cls = 0) => ({
  page,
  kind,
  lcpMs,
  tbtMs,
  score,
  cls,
  runs: 3,
});
const peers = [lh('static', 'static', 1000, 0, 100), lh('bare Next', 'bareNext', 1500, 40, 95)];
const metOf = (rows: ReturnType<typeof evaluateGoals>, start: string) =>
  rows.find((r) => r.goal.startsWith(start))?.met;

describe('evaluateGoals', () => {
  it.each([
    ['LCP at the bare page', lh('/a', 'ours', 1500, 0, 100), '/a: LCP ≤ bare Next', true],
    ['LCP past the bare page', lh('/a', 'ours', 1501, 0, 100), '/a: LCP ≤ bare Next', false],
    ['LCP at 1.3x the static page', lh('/a', 'ours', 1300, 0, 100), '/a: LCP ≤ 1.3', true],
    ['LCP past 1.3x the static page', lh('/a', 'ours', 1301, 0, 100), '/a: LCP ≤ 1.3', false],
    ['TBT at the bare page plus 30 ms', lh('/a', 'ours', 0, 70, 100), '/a: TBT', true],
    ['TBT past the bare page plus 30 ms', lh('/a', 'ours', 0, 71, 100), '/a: TBT', false],
    ['score equal to the bare page', lh('/a', 'ours', 0, 0, 95), '/a: score', true],
    ['score under the bare page', lh('/a', 'ours', 0, 0, 94), '/a: score', false],
    ['CLS just under 0.02', lh('/a', 'ours', 0, 0, 100, 0.019), '/a: CLS', true],
    ['CLS at 0.02', lh('/a', 'ours', 0, 0, 100, 0.02), '/a: CLS', false],
  ])('%s', (_, page, goal, met) => {
    const results: BenchResults = { lighthouse: { measuredAt: 'today', runsPerPage: 3, pages: [...peers, page] } };
    expect(metOf(evaluateGoals(results, bytes), goal)).toBe(met);
  });

  const observed = (page: string, kind: ObservedPage['kind'], over: Partial<ObservedPage> = {}): ObservedPage => ({
    page,
    kind,
    fcpMs: 400,
    lcpMs: 400,
    blockingMs: 0,
    longestTaskMs: 0,
    requests: 1,
    runs: 5,
    tasksAfterPaint: [],
    ...over,
  });
  const observedPeers = [
    observed('static', 'static', { lcpMs: 440, requests: 1 }),
    observed('bare Next', 'bareNext', { lcpMs: 460, blockingMs: 300, longestTaskMs: 200, requests: 6 }),
  ];
  it.each([
    ['LCP at 1.1x the bare page', { lcpMs: 506 }, '/a, observed: LCP ≤ 1.1× bare Next', true],
    ['LCP past 1.1x the bare page', { lcpMs: 506.1 }, '/a, observed: LCP ≤ 1.1× bare Next', false],
    ['LCP at 1.3x the static page', { lcpMs: 572 }, '/a, observed: LCP ≤ 1.3× static', true],
    ['LCP past 1.3x the static page', { lcpMs: 572.1 }, '/a, observed: LCP ≤ 1.3× static', false],
    ['blocking at the bare page plus 30 ms', { blockingMs: 330 }, '/a, observed: blocking', true],
    ['blocking past the bare page plus 30 ms', { blockingMs: 331 }, '/a, observed: blocking', false],
    ['a longest task of 50 ms', { longestTaskMs: 50 }, '/a, observed: longest task', true],
    [
      'a longest task over 50 ms, even if the bare page has longer',
      { longestTaskMs: 51 },
      '/a, observed: longest',
      false,
    ],
    ['the bare page requests plus 2', { requests: 8 }, '/a, observed: requests', true],
    ['the bare page requests plus 3', { requests: 9 }, '/a, observed: requests', false],
  ])('observed: %s', (_, over, goal, met) => {
    const results: BenchResults = {
      observed: {
        measuredAt: 'today',
        cpuThrottlingRate: 4,
        network: { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 },
        pages: [...observedPeers, observed('/a', 'ours', over)],
      },
    };
    expect(metOf(evaluateGoals(results, bytes), goal)).toBe(met);
  });

  const weight = (page: string, kind: PageWeight['kind'], js: number, whole: number): PageWeight => ({
    page,
    kind,
    interactiveJsGzipBytes: js,
    cssGzipBytes: 0,
    htmlGzipBytes: 0,
    wholeGzipBytes: whole,
    files: 1,
  });
  it.each([
    [60_000 + 10_240, 153_599, true, true],
    [60_000 + 10_241, 153_600, false, false],
  ])('bytes: JS %d, whole %d: JS met %s, whole met %s', (js, whole, jsMet, wholeMet) => {
    const results: BenchResults = {
      weights: {
        measuredAt: 'today',
        storedBareNextJsGzipBytes: 60_000,
        storedBareNextMeasuredOn: 'today',
        pages: [weight('bare Next', 'bareNext', 60_000, 61_000), weight('/a', 'ours', js, whole)],
      },
    };
    const rows = evaluateGoals(results, bytes);
    expect(metOf(rows, '/a: interactive JS')).toBe(jsMet);
    expect(metOf(rows, '/a: whole')).toBe(wholeMet);
  });

  it.each([
    [16, 50, 0, 50, 0, [true, true, true, true, true]],
    [16.1, 50.1, 2, 50.1, 1, [false, false, false, false, false]],
    [12, 30, 0, 80, 0, [true, true, true, false, true]],
  ])(
    'step change median %d, p95 %d, %d requests; first tap p95 %d, %d requests',
    (medianMs, p95Ms, requests, tapP95Ms, tapRequests, met) => {
      const rows = evaluateGoals(
        {
          stepChange: {
            measuredAt: 'today',
            funnel: 'palmistry',
            cpuThrottlingRate: 4,
            medianMs,
            p95Ms,
            requestsBetweenClickAndPaint: requests,
            firstTap: { medianMs: tapP95Ms, p95Ms: tapP95Ms, requests: tapRequests, changes: 3 },
            walks: 3,
            samples: [],
          },
        },
        bytes,
      );
      expect(
        [
          'step change median',
          'step change p95',
          'requests between click',
          'first tap p95',
          'requests between the first tap',
        ].map((goal) => metOf(rows, goal)),
      ).toEqual(met);
    },
  );

  it.each([
    [900, true],
    [899, false],
  ])("the first page at %d req/s beside a static file's 1000: %s", (rps, met) => {
    const load = (path: string, n: number) => ({ path, rps: n, p50Ms: 1, p99Ms: 2, requests: n, errors: 0 });
    const rows = evaluateGoals(
      {
        server: {
          measuredAt: 'today',
          connections: 50,
          durationSeconds: 10,
          staticFile: load('/icon.svg', 1000),
          firstPage: load('/palmistry', rps),
          orders: [],
        },
      },
      bytes,
    );
    expect(metOf(rows, 'first page')).toBe(met);
  });

  it('marks the goals of a measurement that has not run as not measured', () => {
    const rows = evaluateGoals({}, bytes);
    expect(rows.length).toBe(7);
    expect(rows.every((r) => r.met === undefined)).toBe(true);
  });

  it.each([
    [100, true],
    [101, false],
  ])('propagation p95 %d ms: %s', (p95Ms, met) => {
    const rows = evaluateGoals({ propagation: { measuredAt: 'today', p50Ms: 10, p95Ms, events: 50 } }, bytes);
    expect(metOf(rows, 'publish to live')).toBe(met);
  });
});
