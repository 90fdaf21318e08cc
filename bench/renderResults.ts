import type { BenchResults, KeystrokeTiming, LighthousePage, PageKind, PageWeight } from './benchResults';
import type { GoalRow } from './evaluateGoals';
import type { MeasuredLoad } from './machineLoad';
import { NOISE_TOLERANCE } from './rounds';

const KIND_NAMES: Record<PageKind, string> = {
  static: 'peer: static HTML, no JS',
  bareNext: 'peer: bare Next page',
  surveyJs: 'peer: SurveyJS',
  typebot: "peer: Typebot's embed script",
  ours: 'ours',
};
const PEER_ORDER: PageKind[] = ['static', 'bareNext', 'surveyJs', 'typebot', 'ours'];

const cell = (n: number | undefined, show: (n: number) => string) => (n === undefined ? '–' : show(n));
const ms = (n: number) => `${n.toFixed(0)} ms`;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
/** When a part was measured, and under which load (per core, as it began and ended). */
const when = (part: { measuredAt: string; load?: MeasuredLoad }) =>
  part.load === undefined
    ? part.measuredAt
    : `${part.measuredAt}, load ${part.load.before.toFixed(2)} to ${part.load.after.toFixed(2)} per core${part.load.othersPerCore === undefined ? '' : `, ${(part.load.othersPerCore * 100).toFixed(0)}% of each core taken by other processes`}`;
const verdict = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? 'met' : '**not met**');

function pagesTable(lighthouse: LighthousePage[], weights: PageWeight[]): string[] {
  const pages = new Map<string, { kind: PageKind; picture?: boolean; lh?: LighthousePage; w?: PageWeight }>();
  for (const lh of lighthouse) pages.set(lh.page, { kind: lh.kind, picture: lh.picture, lh });
  for (const w of weights) pages.set(w.page, { kind: w.kind, ...pages.get(w.page), w });
  const rows = [...pages.entries()].sort(([, a], [, b]) => PEER_ORDER.indexOf(a.kind) - PEER_ORDER.indexOf(b.kind));
  return [
    '| page | what | LCP | TBT | CLS | score | runs | interactive JS (gzip) | whole first step (gzip) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(([page, { kind, picture, lh, w }]) => {
      const what =
        kind !== 'ours' || picture === undefined
          ? KIND_NAMES[kind]
          : `ours, ${picture ? 'opens on a picture' : 'text'}`;
      const timing = (figure: 'LCP' | 'TBT', n: number | undefined) =>
        `${cell(n, ms)}${lh?.noisy?.includes(figure) ? ' (noisy)' : ''}`;
      return `| ${page} | ${what} | ${timing('LCP', lh?.lcpMs)} | ${timing('TBT', lh?.tbtMs)} | ${cell(lh?.cls, (n) => n.toFixed(3))} | ${cell(lh?.score, (n) => n.toFixed(0))} | ${cell(lh?.runs, String)} | ${cell(w?.interactiveJsGzipBytes, kib)} | ${cell(w?.wholeGzipBytes, kib)} |`;
    }),
  ];
}

/** The pages as a phone lives them, beside the peers, then each long task after a page's first paint. */
function observedSection(observed: NonNullable<BenchResults['observed']>): string[] {
  const pages = [...observed.pages].sort((a, b) => PEER_ORDER.indexOf(a.kind) - PEER_ORDER.indexOf(b.kind));
  const { latencyMs, downloadKbps, uploadKbps } = observed.network;
  const tasks = pages.flatMap((p) =>
    p.tasksAfterPaint.map(
      (t) =>
        `| ${p.page} | ${ms(t.startMs)} | ${ms(t.durationMs)} | ${t.ran.length > 0 ? t.ran.join('; ') : 'no script named'} |`,
    ),
  );
  return [
    `Observed in Chromium at ${observed.cpuThrottlingRate}x CPU on slow 4G (${latencyMs} ms round trip, ${downloadKbps} kbps down, ${uploadKbps} kbps up; ${when(observed)}), each page loaded in a new visitor's browser until it started no request for two seconds, the median of its loads. Blocking: each long task after the first paint, past its first 50 ms. Requests: every one of the load, its document included, before any tap. Our pages are the build a user deploys.`,
    '',
    '| page | what | FCP | LCP | blocking | longest task | requests | runs |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map(
      (p) =>
        `| ${p.page} | ${KIND_NAMES[p.kind]} | ${ms(p.fcpMs)} | ${ms(p.lcpMs)} | ${ms(p.blockingMs)} | ${ms(p.longestTaskMs)} | ${p.requests} | ${p.runs} |`,
    ),
    '',
    ...(tasks.length === 0
      ? ['No task over 50 ms after the first paint.']
      : [
          'Tasks over 50 ms after the first paint (the load with the median blocking), with the scripts that ran in each (long animation frames):',
          '',
          '| page | at | lasted | what ran |',
          '| --- | ---: | ---: | --- |',
          ...tasks,
        ]),
    '',
  ];
}

/**
 * bench/RESULTS.md from bench/results.json and the goals checked against it: the machine, one table with the peers
 * beside our first steps, every goal marked met or not met, and the other figures of the run.
 */
/** Where each speed goal not met is explained, by the profile that shows what takes the time. */
const SPEED_MISSES = 'docs/SPEED.md';

export function renderResults(results: BenchResults, goals: GoalRow[]): string {
  const m = results.machine;
  const out = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts) from bench/results.json; do not edit. Absolute times vary between',
    'machines: the goals are ratios to, or margins over, the peers measured in the same run.',
    '',
    m ? `Machine: ${m.cpus} CPUs (${m.cpuModel}), Node ${m.node}, ${m.chromium}, ${m.date}.` : 'Machine: not recorded.',
    '',
    '## First steps beside the peers',
    '',
  ];
  const lh = results.lighthouse;
  if (lh)
    out.push(
      `Lighthouse 12, mobile default throttling (${when(lh)}): each figure the median of a page's runs, at least ${lh.runsPerPage}, more while its TBT or LCP scattered by over ${NOISE_TOLERANCE * 100}% (bench/rounds.ts); a figure still scattered after the most runs is marked noisy. A page named "production" is the first step of the build a user deploys (APP_ENV=production, the ad pixels on, the embedded consent manager asking before anything runs; bench/productionApp.ts), the others the default build's (embedded defaults).`,
      '',
    );
  out.push(...pagesTable(lh?.pages ?? [], results.weights?.pages ?? []), '');
  if (results.observed) out.push(...observedSection(results.observed));
  const w = results.weights;
  if (w) {
    const measured = w.pages.find((p) => p.kind === 'bareNext')?.interactiveJsGzipBytes;
    const drift = measured === undefined ? undefined : measured - w.storedBareNextJsGzipBytes;
    out.push(
      `Bytes measured ${when(w)}. The bare Next page's interactive JS stored in bench/budgets.json: ${kib(w.storedBareNextJsGzipBytes)} (measured ${w.storedBareNextMeasuredOn || 'never'})${drift === undefined ? '' : drift === 0 ? ', as measured now' : `; now ${kib(measured ?? 0)}, **drifted by ${drift > 0 ? '+' : ''}${drift} bytes**`}.`,
      '',
    );
  }

  out.push('## Goals', '', '| goal | measured | limit | |', '| --- | ---: | ---: | --- |');
  for (const goal of goals) out.push(`| ${goal.goal} | ${goal.measured} | ${goal.limit} | ${verdict(goal.met)} |`);
  out.push('', `Each speed goal not met, with the profile that explains it: ${SPEED_MISSES}.`, '');

  const step = results.stepChange;
  if (step) {
    out.push(
      '## Step change',
      '',
      `${step.funnel}, ${step.cpuThrottlingRate}x CPU throttling, ${step.samples.length} step changes${step.walks === undefined ? '' : ` in ${step.walks} walks`} (${when(step)}): median ${step.medianMs.toFixed(1)} ms, p95 ${step.p95Ms.toFixed(1)} ms, ${step.requestsBetweenClickAndPaint} requests between a click and the next step painted.${step.firstTap === undefined ? '' : ` The first tap alone: median ${step.firstTap.medianMs.toFixed(1)} ms, p95 ${step.firstTap.p95Ms.toFixed(1)} ms, ${step.firstTap.requests} requests.`}${step.noisy ? ` Still noisy after the most walks: ${step.noisy.join(', ')}.` : ''}`,
      '',
      '| from | to | click to paint | requests |',
      '| --- | --- | ---: | ---: |',
      ...step.samples.map((s) => `| ${s.from} | ${s.to} | ${s.ms.toFixed(1)} ms | ${s.requests} |`),
      '',
    );
  }

  const server = results.server;
  if (server) {
    out.push(
      '## Server',
      '',
      `${server.connections} connections, ${server.durationSeconds} s each (${when(server)}).`,
      '',
      '| what | requests/s | p50 | p99 | errors |',
      '| --- | ---: | ---: | ---: | ---: |',
      ...[server.staticFile, server.firstPage].map(
        (l) => `| GET ${l.path} | ${l.rps.toFixed(0)} | ${ms(l.p50Ms)} | ${ms(l.p99Ms)} | ${l.errors} |`,
      ),
      ...server.orders.map(
        (o) =>
          `| POST /api/v1/orders on ${o.database}, at ${o.targetRps}/s | ${o.rps.toFixed(0)} | ${ms(o.p50Ms)} | ${ms(o.p99Ms)} | ${o.failed} |`,
      ),
      '',
    );
  }

  const load = results.load;
  if (load) {
    const count = (n: number | undefined) => (n === undefined ? '-' : String(n));
    out.push(
      '## Load',
      '',
      `${load.connections} connections for ${load.durationSeconds} s each, on PostgreSQL (${when(load)}). Orders: ids answered 201 against rows stored; a row stored unanswered is an order still in flight when the time ran out (at most one a connection), made once.`,
      '',
      '| what | requests | requests/s | p50 | p99 | 2xx | 4xx | 5xx | errors | accepted | stored | lost | stored unanswered |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...load.runs.map(
        (r) =>
          `| ${r.target} | ${r.requests} | ${r.rps.toFixed(0)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${r.status2xx} | ${r.status4xx} | ${r.status5xx} | ${r.errors} | ${count(r.accepted)} | ${count(r.stored)} | ${count(r.lost)} | ${count(r.unanswered)} |`,
      ),
      '',
    );
  }

  const p = results.propagation;
  if (p)
    out.push(
      '## Publish to live across two instances',
      '',
      `p50 ${ms(p.p50Ms)}, p95 ${ms(p.p95Ms)} over ${p.events} publishes (${when(p)}).`,
      '',
    );

  const r = results.report;
  if (r)
    out.push(
      '## The report over ten million events',
      '',
      `${r.events} moments of ${r.visits} followed visits over the days stored, ${r.leads} leads, ${r.orders} paid orders, ${r.countRows} rows of daily counts, loaded in SQL in ${r.loadSeconds.toFixed(0)} s, on PostgreSQL (${when(r)}). The whole report of the last ${r.days} days, as its page reads it (the funnel, its origins with their ad spend, return, cohorts and day-7 estimates, and its experiments): p50 ${ms(r.p50Ms)}, slowest ${ms(r.maxMs)} over ${r.runsMs.length} reads. A batch of a followed visit's moments through the gateway, at that size: p50 ${ms(r.ingestP50Ms)}, p95 ${ms(r.ingestP95Ms)}.`,
      '',
    );

  const v = results.validation;
  if (v)
    out.push(
      '## Validation',
      '',
      `(${when(v)})`,
      '',
      '| what | p50 | p95 | runs |',
      '| --- | ---: | ---: | ---: |',
      ...v.timings.map((t) => `| ${t.label} | ${t.p50Ms.toFixed(3)} ms | ${t.p95Ms.toFixed(3)} ms | ${t.runs} |`),
      '',
    );

  const places = results.places;
  if (places) {
    const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
    const keystroke = (what: string, t: KeystrokeTiming) =>
      `| ${what} | ${t.p50Ms.toFixed(3)} ms | ${t.p95Ms.toFixed(3)} ms | ${t.maxMs.toFixed(3)} ms |`;
    out.push(
      '## Birth place search',
      '',
      `The embedded default, in a process of its own (${when(places)}): ${places.cities} cities loaded in ${ms(places.loadMs)} (${mib(places.datasetHeapBytes)} of heap), indexed under ${places.keys} keys in ${ms(places.buildMs)} (${mib(places.indexHeapBytes)} more), on the first search. Then ${places.names} city names typed letter by letter, ${places.keystrokes} keystrokes:`,
      '',
      '| per keystroke | p50 | p95 | max |',
      '| --- | ---: | ---: | ---: |',
      keystroke('the index', places.indexSearch),
      keystroke('the answer (with time zones and country names)', places.answer),
      '',
    );
  }
  const reading = results.reading;
  if (reading)
    out.push(
      '## Personal readings',
      '',
      `What the steps that show a reading load for it, from the build (${when(reading)}): the reading (the ephemeris and the values' words) ${kib(reading.readingJsGzipBytes)} gzip, on steps whose texts name values; the natal wheel ${kib(reading.wheelJsGzipBytes)} gzip, on steps that draw it. No first step loads either. A chart with houses is cast in ${reading.chartP50Ms.toFixed(2)} ms (p95 ${reading.chartP95Ms.toFixed(2)} ms, ${reading.charts} births, in Node on this machine).`,
      '',
    );
  return out.join('\n');
}
