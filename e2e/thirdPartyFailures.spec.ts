import type { Route } from '@playwright/test';
import { E2E_COUNTRY_HEADER } from '@/playwright.config';
import { asPerson } from './support/thirdPartyStubs';
import { expect, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * The third-party scripts a funnel loads (the pixels and the heatmap) and the product analytics endpoints failing
 * for a whole visit, blocked (as an ad blocker blocks them) or answering 500: the visitor still walks the funnel,
 * pays, and goes on. A person in a country where consent is opt-out, so that everything is asked for at once.
 */

const THIRD_PARTIES = {
  facebook: /^https:\/\/connect\.facebook\.net\//,
  tikTok: /^https:\/\/analytics\.tiktok\.com\//,
  bing: /^https:\/\/bat\.bing\.com\//,
  clarity: /^https:\/\/www\.clarity\.ms\//,
} as const;
/** The app's own product analytics (its event store and the landing-device call), which wait for consent too. */
const ANALYTICS = /\/api\/v1\/(events|analytics\/landing-device)$/;

const FAILURES: [name: string, fail: (route: Route) => Promise<void>, printed: RegExp][] = [
  ['blocked', (route) => route.abort('blockedbyclient'), /ERR_BLOCKED_BY_CLIENT/],
  ['answering 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), /status of 500/],
];

for (const [name, fail, printed] of FAILURES)
  test(`every third-party script and the analytics ${name}: the funnel completes and pays`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.expect(printed);
    await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: 'US' });
    await asPerson(page);
    // Routes added last are tried first: these take the place of the stubs asPerson set.
    const failed = new Set<string>();
    for (const [party, url] of Object.entries(THIRD_PARTIES))
      await page.route(url, (route) => {
        failed.add(party);
        return fail(route);
      });
    await page.route(ANALYTICS, (route) => {
      failed.add('analytics');
      return fail(route);
    });
    await walkToPayment(page, 'palmistry', { pay: '4067429974719265', until: (step) => step.id === 'upsells' });
    await expect(page).toHaveURL(/\/palmistry\/upsells$/);
    // Each was asked for, and failed.
    expect([...failed].sort()).toEqual(['analytics', 'bing', 'clarity', 'facebook', 'tikTok']);
  });
