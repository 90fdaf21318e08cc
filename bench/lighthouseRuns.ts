import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/support/chromium';

/** One Lighthouse run's figures: LCP and TBT in milliseconds, CLS, the performance score out of 100. */
export type LighthouseRun = { lcpMs: number; tbtMs: number; cls: number; score: number };

/**
 * Lighthouse 12's performance audit of each URL, `runs` times, in one headless Chromium: the default config
 * (a mobile phone, simulated throttling), the performance category only.
 */
export async function lighthouseRuns(url: string, runs: number): Promise<LighthouseRun[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const results: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (lhr === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
