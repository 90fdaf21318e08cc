import { type Browser, chromium, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '@/e2e/support/chromium';
import { untilQuiet } from '@/e2e/support/untilQuiet';
import { withBareNext } from './bareNextApp';
import { BENCH_GOALS } from './benchGoals';
import { FIRST_STEPS } from './benchPages';
import type { ObservedPage, PageKind } from './benchResults';
import type { PeerQuestion } from './firstQuestionOf';
import { productionPage } from './measureLighthouse';
import { median } from './median';
import { type ObservedFigures, observedFigures } from './observedFigures';
import { OBSERVED_PROBE, observedProbeSchema, READ_OBSERVED_PROBE } from './observedProbe';
import { PRODUCTION_START_ENV } from './productionApp';
import { servePeers } from './servePeers';
import { withBuiltApp } from './withBuiltApp';

/** Loads per page; each figure is their median. */
export const OBSERVED_RUNS = 5;
/** The CPU of a mid phone, as the step change is measured. */
export const OBSERVED_CPU_THROTTLING_RATE = BENCH_GOALS.stepChangeCpuThrottlingRate;
/**
 * Slow 4G as Lighthouse's mobile default simulates it (150 ms round trip, 1.6 Mbps down, 750 kbps up), here applied by
 * the browser's own network emulation (CDP Network.emulateNetworkConditions): a visitor's phone on a weak network.
 */
export const SLOW_4G = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750 } as const;
/** The page has loaded what it loads by itself once it has started no request for this long. */
const QUIET_MS = 2_000;
const LOAD_TIMEOUT_MS = 60_000;

const bytesPerSecond = (kbps: number) => (kbps * 1024) / 8;

type ObservedLoad = ObservedFigures & { requests: number };

/** One load of `url` in a new visitor's browser context (empty cache) at 4x CPU and slow 4G, until it is quiet. */
export async function observeOnce(browser: Browser, url: string): Promise<ObservedLoad> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: OBSERVED_PROBE });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: bytesPerSecond(SLOW_4G.downloadKbps),
      uploadThroughput: bytesPerSecond(SLOW_4G.uploadKbps),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: OBSERVED_CPU_THROTTLING_RATE });
    let requests = 0;
    page.on('request', () => {
      requests += 1;
    });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await page.evaluate(untilQuiet(QUIET_MS, LOAD_TIMEOUT_MS));
    const figures = observedFigures(observedProbeSchema.parse(await page.evaluate(READ_OBSERVED_PROBE)));
    return { ...figures, requests };
  } finally {
    await context.close();
  }
}

/** A page's figures: the median of OBSERVED_RUNS loads; its long tasks those of the load with the median blocking. */
async function observePage(browser: Browser, url: string, page: string, kind: PageKind): Promise<ObservedPage> {
  const runs: ObservedLoad[] = [];
  for (let i = 0; i < OBSERVED_RUNS; i++) runs.push(await observeOnce(browser, url));
  const of = (pick: (r: ObservedLoad) => number) => median(runs.map(pick));
  const blockingMs = of((r) => r.blockingMs);
  const typical = runs.reduce((best, r) =>
    Math.abs(r.blockingMs - blockingMs) < Math.abs(best.blockingMs - blockingMs) ? r : best,
  );
  const result: ObservedPage = {
    page,
    kind,
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    blockingMs,
    longestTaskMs: of((r) => r.longestTaskMs),
    requests: of((r) => r.requests),
    runs: runs.length,
    tasksAfterPaint: typical.tasksAfterPaint,
  };
  console.log(
    `observed ${page}: LCP ${result.lcpMs.toFixed(0)} ms, blocking ${result.blockingMs.toFixed(0)} ms, longest task ${result.longestTaskMs.toFixed(0)} ms, ${result.requests} requests`,
  );
  for (const task of result.tasksAfterPaint)
    console.log(`  a task at ${task.startMs.toFixed(0)} ms, ${task.durationMs.toFixed(0)} ms: ${task.ran.join('; ')}`);
  return result;
}

/**
 * What a visitor observes on a phone (issue 42), beside Lighthouse's simulation: the static page, the bare Next page
 * and our first steps in the build a user deploys, each loaded in Chromium at 4x CPU on slow 4G, one page after the
 * other so they never share the CPU.
 */
export async function measureObserved(question: PeerQuestion): Promise<ObservedPage[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const pages: ObservedPage[] = [];
    const peers = await servePeers(question);
    try {
      pages.push(await observePage(browser, peers.staticUrl, 'static', 'static'));
    } finally {
      await peers.close();
    }
    await withBareNext(async (url) => pages.push(await observePage(browser, url, 'bare Next', 'bareNext')));
    await withBuiltApp(async (baseUrl) => {
      for (const { slug } of FIRST_STEPS)
        pages.push(await observePage(browser, `${baseUrl}/${slug}`, productionPage(slug), 'ours'));
    }, PRODUCTION_START_ENV);
    return pages;
  } finally {
    await browser.close();
  }
}
