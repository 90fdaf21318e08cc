import type { Page } from '@playwright/test';

/**
 * The third-party scripts a funnel page may load, stubbed: the pixels' official scripts (bat.js brings a UET that
 * writes its calls down) and the heatmap's tag (its calls stay in `clarity.q`).
 */
const STUBS = {
  facebook: { url: /^https:\/\/connect\.facebook\.net\//, body: '/* fbevents stub: calls stay in fbq.queue */' },
  tikTok: { url: /^https:\/\/analytics\.tiktok\.com\//, body: '/* events.js stub: calls stay in ttq */' },
  bing: {
    url: /^https:\/\/bat\.bing\.com\//,
    body: `window.UET = function (o) {
      var calls = (window.__uet = window.__uet || []);
      calls.push(['new', o.ti]);
      this.push = function () { calls.push([o.ti].concat([].slice.call(arguments))); };
    };`,
  },
  clarity: { url: /^https:\/\/www\.clarity\.ms\//, body: '/* clarity stub: calls stay in clarity.q */' },
} as const;

/**
 * A person's browser (the consent library shows automated browsers no banner and gives them no consent), with the
 * third-party scripts stubbed; answers the list of script URLs requested, as they come.
 */
export async function asPerson(page: Page): Promise<string[]> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  const requested: string[] = [];
  for (const stub of Object.values(STUBS))
    await page.route(stub.url, (route) => {
      requested.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: stub.body });
    });
  return requested;
}

/** What the pixels were asked to do, read from their queues. */
export const pixelCalls = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      fbq?: { queue: ArrayLike<unknown>[] };
      ttq?: unknown[][] & { _i?: Record<string, unknown[][]> };
      __uet?: unknown[][];
    };
    return {
      facebook: (w.fbq?.queue ?? []).map((args) => Array.from(args)),
      tikTok: [...(w.ttq ?? [])].map((call) => call[0]),
      tikTokPages: Object.fromEntries(
        Object.entries(w.ttq?._i ?? {}).map(([id, calls]) => [id, calls.filter((c) => c[0] === 'page').length]),
      ),
      bing: w.__uet ?? [],
    };
  });
