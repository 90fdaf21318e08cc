import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '@/e2e/support/chromium';

/** One Lighthouse run's figures: LCP and TBT in milliseconds, CLS, the performance score out of 100. */
export type LighthouseRun = { lcpMs: number; tbtMs: number; cls: number; score: number };

/**
 * Runs `use` with Lighthouse 12's performance audit of a URL, in one headless Chromium: the default config (a mobile
 * phone, simulated throttling), the performance category only. Each call of the audit is one run.
 */
export async function withLighthouse<T>(
  use: (audit: (url: string) => Promise<LighthouseRun>) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    return await use(async (url) => {
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (lhr === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      };
    });
  } finally {
    chrome.kill();
  }
}
