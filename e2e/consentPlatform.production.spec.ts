import type { Route } from '@playwright/test';
import { E2E_CONSENT_PLATFORM } from './support/consentPlatformStub';
import { asPerson } from './support/thirdPartyStubs';
import { expect, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * The commercial consent platform, as the production app is built with it (its script stubbed on every page,
 * e2e/support/consentPlatformStub.ts): the runtime loads it with the site's domain id, and the groups it gives decide
 * whether the ad pixels load, at load and when the visitor changes their mind. Blocked or failing, nothing but
 * strictly necessary runs, and the visitor walks the funnel all the same (to its plan choice: the production build
 * pays through no sandbox).
 */

const { NEXT_PUBLIC_CONSENT_SCRIPT_URL: SCRIPT_URL, NEXT_PUBLIC_CONSENT_DOMAIN_ID: DOMAIN_ID } = E2E_CONSENT_PLATFORM;
/** What the stubbed platform keeps on the page (functions given to `page.evaluate` run there, so each reads it anew). */
type PlatformWindow = Window & {
  __consentPlatform?: { domainId?: string; listeners: unknown[]; choose: (groups: string) => void };
};

test('loads the platform with the domain id; its targeting consent, given later, loads the pixels', async ({
  page,
}) => {
  const pixels = await asPerson(page);
  await page.goto('/palmistry');
  // Loaded with the site's id, and listened to for changes; strictly necessary only so far: no pixel.
  await expect
    .poll(() => page.evaluate(() => (window as PlatformWindow).__consentPlatform?.listeners.length), {
      timeout: 15_000,
    })
    .toBe(1);
  expect(await page.evaluate(() => (window as PlatformWindow).__consentPlatform?.domainId)).toBe(DOMAIN_ID);
  await page.waitForTimeout(1000);
  expect(pixels).toEqual([]);
  // The visitor accepts targeting in the platform's banner.
  await page.evaluate(() => (window as PlatformWindow).__consentPlatform?.choose(',C0001,C0004,'));
  await expect
    .poll(() => pixels.map((url) => new URL(url).host).sort(), { timeout: 10_000 })
    .toEqual(['analytics.tiktok.com', 'bat.bing.com', 'connect.facebook.net']);
});

test('targeting consent the platform holds from an earlier visit loads the pixels at once', async ({ page }) => {
  const pixels = await asPerson(page);
  await page.addInitScript(() => {
    (window as Window & { __consentPlatformGroups?: string }).__consentPlatformGroups = ',C0001,C0002,C0004,';
  });
  await page.goto('/palmistry');
  await expect.poll(() => pixels.length, { timeout: 15_000 }).toBe(3);
});

const FAILURES: [name: string, fail: (route: Route) => Promise<void>, printed: RegExp][] = [
  ['blocked', (route) => route.abort('blockedbyclient'), /ERR_BLOCKED_BY_CLIENT/],
  ['answering 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), /status of 500/],
];

for (const [name, fail, printed] of FAILURES)
  test(`the consent platform ${name}: no pixel, and the funnel is walked to its plan choice`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.expect(printed);
    const pixels = await asPerson(page);
    // The production build's tracing and error monitoring answer on the test server's paths, which the walk reaches.
    for (const telemetry of ['**/e2e-otel/v1/traces', '**/api/1/envelope/**'])
      await page.route(telemetry, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
      );
    let asked = 0;
    // Added after the stub, so tried first.
    await page.route(SCRIPT_URL, (route) => {
      asked++;
      return fail(route);
    });
    await page.goto('/palmistry');
    await expect.poll(() => asked, { timeout: 15_000 }).toBe(1);
    await walkToPayment(page, 'palmistry', { opened: true, until: (step) => step.id === 'trial-choice' });
    await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', 'trial-choice');
    expect(pixels).toEqual([]);
  });
