import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowSchema } from '@/schemas/flowSchema';
import { BARE_NEXT_BUILD_DIR } from './bareNextApp';
import { BENCH_GOALS } from './benchGoals';
import { PEER_FUNNEL } from './benchPages';
import type { BenchPart, BenchResults } from './benchResults';
import { readBudgets, writeBudgets } from './budgets';
import { buildApp, buildBareNext, buildProductionApp } from './buildApps';
import { checkBudgets } from './checkBudgets';
import { checkTiming } from './checkTiming';
import { evaluateGoals } from './evaluateGoals';
import { firstQuestionOf } from './firstQuestionOf';
import { machineFacts } from './machineFacts';
import { LOAD_PER_CORE_MAX, OTHERS_PER_CORE_MAX, quietEnough, underLoad } from './machineLoad';
import { LIGHTHOUSE_ROUNDS, measureLighthouse } from './measureLighthouse';
import { LOAD_CONNECTIONS, LOAD_DURATION_SECONDS, measureLoad } from './measureLoad';
import { measureObserved, OBSERVED_CPU_THROTTLING_RATE, SLOW_4G } from './measureObserved';
import { measurePlaces } from './measurePlaces';
import { measureReading } from './measureReading';
import { measureReport } from './measureReport';
import { LOAD_SECONDS, measureServer, PAGE_CONNECTIONS } from './measureServer';
import { measureStepChange } from './measureStepChange';
import { measureWeights, weighFirstSteps } from './measureWeights';
import { parseBenchArgs } from './parseBenchArgs';
import { productionBuilt } from './productionApp';
import { propagation } from './propagation';
import { renderResults } from './renderResults';
import { stepChangeFigures } from './stepChangeFigures';
import { validationSpeed } from './validationSpeed';

/**
 * The benchmark harness (issue 15; docs/decisions/0024-benchmark-harness.md).
 *   npm run bench                        builds, runs every measurement, writes bench/results.json and RESULTS.md
 *   npm run bench -- <measurement>...    runs those only (validation, weights, lighthouse, observed, step-change, server,
 *                                        propagation, load, places, reading, report), replacing their part of results.json
 *   npm run bench:budgets                the byte budgets of `npm test` (needs a production build)
 *   npm run bench:timing                 the first step's timing gate of `npm test` (needs a production build)
 */
const args = parseBenchArgs(process.argv.slice(2));
const budgets = readBudgets();
const appBuildDir = () => process.env.NEXT_DIST_DIR || '.next';
const appBuilt = () => existsSync(join(appBuildDir(), 'BUILD_ID'));

if (args.checkBudgets) {
  if (!appBuilt()) {
    console.log('no production build: run `npm run build` to weigh the first steps');
    process.exit(1);
  }
  if (budgets.bareNext.interactiveJsGzipBytes === 0) {
    console.log("the bare Next page's figure is not stored: run `npm run bench -- weights --store-bare-next`");
    process.exit(1);
  }
  const checks = checkBudgets(await weighFirstSteps(budgets.pages), budgets);
  for (const check of checks) console.log(check.line);
  process.exit(checks.some((c) => c.over) ? 1 : 0);
}

if (args.checkTiming) {
  if (!appBuilt()) {
    console.log('no production build: run `npm run build` to time the first step');
    process.exit(1);
  }
  if (!existsSync(join(BARE_NEXT_BUILD_DIR, 'BUILD_ID'))) buildBareNext();
  const { line, over } = await checkTiming();
  console.log(line);
  process.exit(over ? 1 : 0);
}

const RESULTS_JSON = new URL('./results.json', import.meta.url);
const RESULTS_MD = new URL('./RESULTS.md', import.meta.url);
const results: BenchResults = existsSync(RESULTS_JSON) ? JSON.parse(readFileSync(RESULTS_JSON, 'utf8')) : {};
const save = () => {
  results.machine = machineFacts();
  writeFileSync(RESULTS_JSON, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(RESULTS_MD, renderResults(results, evaluateGoals(results, budgets)));
};

/** The measurements made in-process, without the built app. */
const IN_PROCESS: readonly BenchPart[] = ['validation', 'places', 'report'];
const needsApp = args.parts.some((p) => !IN_PROCESS.includes(p));
const needsBareNext = args.parts.some((p) => p === 'weights' || p === 'lighthouse' || p === 'observed');
if (needsApp && (args.build || !appBuilt())) buildApp();
if (needsBareNext && (args.build || !existsSync(join(BARE_NEXT_BUILD_DIR, 'BUILD_ID')))) buildBareNext();
if (args.parts.some((p) => p === 'lighthouse' || p === 'observed') && (args.build || !productionBuilt()))
  buildProductionApp();

const peerFlow = flowSchema.parse(JSON.parse(readFileSync(`fixtures/funnels/${PEER_FUNNEL}/flow.json`, 'utf8')));
const question = firstQuestionOf(peerFlow);
const adminUrl = process.env.TEST_DATABASE_URL;
const now = () => new Date().toISOString();

const measure: Record<BenchPart, () => Promise<void>> = {
  validation: async () => {
    const timings = validationSpeed();
    for (const t of timings)
      console.log(`${t.label}: p50 ${t.p50Ms.toFixed(3)} ms, p95 ${t.p95Ms.toFixed(3)} ms over ${t.runs} runs`);
    results.validation = { measuredAt: now(), timings };
  },
  weights: async () => {
    const pages = await measureWeights(question, budgets.pages);
    const bareNext = pages.find((p) => p.kind === 'bareNext')?.interactiveJsGzipBytes ?? 0;
    let stored = budgets.bareNext;
    if (bareNext !== stored.interactiveJsGzipBytes)
      console.log(
        `the bare Next page's interactive JS is ${bareNext} bytes gzip; budgets.json stores ${stored.interactiveJsGzipBytes} (measured ${stored.measuredOn || 'never'})${args.storeBareNext ? ': stored now' : ': `--store-bare-next` stores it'}`,
      );
    if (args.storeBareNext) {
      stored = { interactiveJsGzipBytes: bareNext, measuredOn: now().slice(0, 10) };
      budgets.bareNext = stored;
      writeBudgets(budgets);
    }
    for (const p of pages)
      console.log(
        `weights ${p.page}: interactive JS ${p.interactiveJsGzipBytes} B gzip, whole ${p.wholeGzipBytes} B gzip`,
      );
    results.weights = {
      measuredAt: now(),
      pages,
      storedBareNextJsGzipBytes: stored.interactiveJsGzipBytes,
      storedBareNextMeasuredOn: stored.measuredOn,
    };
  },
  lighthouse: async () => {
    const pages = await measureLighthouse(question, args.everyFunnel);
    results.lighthouse = { measuredAt: now(), runsPerPage: LIGHTHOUSE_ROUNDS.min, pages };
  },
  observed: async () => {
    const pages = await measureObserved(question);
    results.observed = {
      measuredAt: now(),
      cpuThrottlingRate: OBSERVED_CPU_THROTTLING_RATE,
      network: SLOW_4G,
      pages,
    };
  },
  stepChange: async () => {
    const { samples, walks, noisy } = await measureStepChange(PEER_FUNNEL);
    const { all, firstTap } = stepChangeFigures(samples, peerFlow.firstStep);
    results.stepChange = {
      measuredAt: now(),
      funnel: PEER_FUNNEL,
      cpuThrottlingRate: BENCH_GOALS.stepChangeCpuThrottlingRate,
      medianMs: all.medianMs,
      p95Ms: all.p95Ms,
      requestsBetweenClickAndPaint: all.requests,
      firstTap,
      walks,
      ...(noisy.length > 0 && { noisy }),
      samples,
    };
    console.log(
      `step change: median ${all.medianMs.toFixed(1)} ms, p95 ${all.p95Ms.toFixed(1)} ms over ${all.changes} in ${walks} walks, ${all.requests} requests; first tap p95 ${firstTap.p95Ms.toFixed(1)} ms, ${firstTap.requests} requests${noisy.length > 0 ? `; still noisy: ${noisy.join(', ')}` : ''}`,
    );
  },
  server: async () => {
    const server = await measureServer(adminUrl);
    results.server = { measuredAt: now(), connections: PAGE_CONNECTIONS, durationSeconds: LOAD_SECONDS, ...server };
  },
  propagation: async () => {
    if (adminUrl === undefined) {
      console.log('propagation: needs TEST_DATABASE_URL (two instances share one PostgreSQL database); skipped');
      return;
    }
    const p = await propagation(adminUrl);
    console.log(
      `propagation, a publish to the new version served by the other instance: p50 ${p.p50Ms.toFixed(0)} ms, p95 ${p.p95Ms.toFixed(0)} ms over ${p.events} publishes (goal p95 <= ${BENCH_GOALS.propagationP95Ms} ms)`,
    );
    results.propagation = { measuredAt: now(), ...p };
  },
  load: async () => {
    if (adminUrl === undefined) {
      console.log('load: needs TEST_DATABASE_URL (its orders are counted in PostgreSQL while the app runs); skipped');
      return;
    }
    const runs = await measureLoad(adminUrl);
    results.load = {
      measuredAt: now(),
      connections: LOAD_CONNECTIONS,
      durationSeconds: LOAD_DURATION_SECONDS,
      runs,
    };
  },
  places: async () => {
    const p = measurePlaces();
    const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
    console.log(
      `places: ${p.cities} cities loaded in ${p.loadMs.toFixed(0)} ms (${mib(p.datasetHeapBytes)} MiB), indexed in ${p.buildMs.toFixed(0)} ms (${mib(p.indexHeapBytes)} MiB); per keystroke over ${p.keystrokes}: answer p50 ${p.answer.p50Ms.toFixed(3)} ms, p95 ${p.answer.p95Ms.toFixed(3)} ms, max ${p.answer.maxMs.toFixed(1)} ms`,
    );
    results.places = { measuredAt: now(), ...p };
  },
  report: async () => {
    if (adminUrl === undefined) {
      console.log('report: needs TEST_DATABASE_URL (its ten million events are stored on PostgreSQL); skipped');
      return;
    }
    results.report = { measuredAt: now(), ...(await measureReport(adminUrl)) };
  },
  reading: async () => {
    const r = measureReading(appBuildDir());
    console.log(
      `reading: ${r.readingJsGzipBytes} B gzip for the reading, ${r.wheelJsGzipBytes} B for the wheel; a chart cast in ${r.chartP50Ms.toFixed(2)} ms (p95 ${r.chartP95Ms.toFixed(2)} ms)`,
    );
    results.reading = { measuredAt: now(), ...r };
  },
};

/** The parts whose figures are bytes, not timings: written whatever the machine's load. */
const UNTIMED: readonly BenchPart[] = ['weights'];
const refused: BenchPart[] = [];
for (const part of args.parts) {
  const previous = results[part];
  const { load } = await underLoad(() => measure[part]());
  const measured = results[part];
  if (measured === undefined || measured === previous) continue;
  if (!UNTIMED.includes(part) && !quietEnough(load)) {
    // Timings of a busy machine are not figures: the part keeps what an earlier, quiet run wrote.
    results[part] = previous as never;
    refused.push(part);
    console.log(
      `${part}: not written, the machine was busy (load ${load.before.toFixed(2)} then ${load.after.toFixed(2)} per core; other processes took ${load.othersPerCore === undefined ? 'an unknown share' : `${(load.othersPerCore * 100).toFixed(0)}%`} of each core; at most ${LOAD_PER_CORE_MAX} as it began, and ${OTHERS_PER_CORE_MAX * 100}% meanwhile)`,
    );
    continue;
  }
  measured.load = load;
  save();
}
if (refused.length > 0) {
  console.log(`not written for a busy machine: ${refused.join(', ')}; measure again on an idle one`);
  process.exit(1);
}
console.log('bench/results.json and bench/RESULTS.md written');
