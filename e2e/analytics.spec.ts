import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { E2E_TESTER_TOKEN } from '@/playwright.config';
import { asPerson } from './support/thirdPartyStubs';
import { expect, test } from './support/visitor';

/** The analytics events a page sent to the app's own gateway (the embedded default: no analytics key is set). */
/** Scrolls to the bottom of the step, as a visitor reading all of it. */
async function readToTheEnd(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    window.dispatchEvent(new Event('scroll'));
  });
}

function sentEvents(page: Page) {
  const events: { visitId: string; stepId?: string; name: string; properties: Record<string, unknown> }[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/api/v1/events' && request.method() === 'POST')
      events.push(...(request.postDataJSON() as { events: typeof events }).events);
  });
  return events;
}

// A short screen, so every step of the funnel scrolls.
test.use({ viewport: { width: 412, height: 360 } });

// A person (automated browsers get no consent), where consent is opt-out: analytics runs at once; the ad networks
// the funnel's pixels would call are stubbed.
test.beforeEach(async ({ page }) => {
  await asPerson(page);
});

test('the landing-device call carries the utm tags, the TikTok pixels, the domain and the device id, once a visit', async ({
  page,
}) => {
  const calls: unknown[] = [];
  await page.route('**/api/v1/analytics/landing-device', async (route) => {
    calls.push(route.request().postDataJSON());
    await route.fulfill({ status: 204 });
  });
  await page.goto('/love-quiz?utm_source=tiktok&utm_campaign=spring&ttclid=E2E&deviceId=device-e2e-0001');
  await expect.poll(() => calls.length).toBe(1);
  expect(calls[0]).toEqual({
    data: {
      utm_tags: { utm_source: 'tiktok', utm_campaign: 'spring', ttclid: 'E2E' },
      pixels: { tik_tok: ['CLOVEQZ000000000071'] },
      domain: '127.0.0.1',
    },
    landing_device_id: 'device-e2e-0001',
  });
  // The same visit reloaded, then on the next step: no second call; the device id stays without the parameter.
  await page.reload();
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page).toHaveURL(/\/love-quiz\/gender\?/);
  await page.waitForTimeout(1000);
  expect(calls).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('funnel.deviceId'))).toBe('device-e2e-0001');
});

for (const failure of ['answers 500', 'is aborted'] as const)
  test(`a landing-device call that ${failure} is logged and the funnel goes on`, async ({ page, consoleErrors }) => {
    consoleErrors.expect(failure === 'answers 500' ? /status of 500/ : /ERR_FAILED/);
    let called = false;
    await page.route('**/api/v1/analytics/landing-device', (route) => {
      called = true;
      return failure === 'answers 500' ? route.fulfill({ status: 500, body: 'down' }) : route.abort('failed');
    });
    const logged = page.waitForRequest(
      (r) =>
        new URL(r.url()).pathname === '/api/v1/logs' && (r.postData() ?? '').includes('landing-device call failed'),
      { timeout: 20_000 },
    );
    await page.goto('/love-quiz');
    await expect.poll(() => called).toBe(true);
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await expect(page).toHaveURL(/\/love-quiz\/gender$/);
    await page.getByRole('button', { name: 'Woman' }).click();
    await expect(page).toHaveURL(/\/love-quiz\/questions\/love-status$/);
    await logged;
  });

test('walking a free funnel stores its events, and the tester report page shows its steps', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  consoleErrors.expect(/status of 404/);
  const events = sentEvents(page);
  // Analytics has started (after the first paint) once the landing-device call goes out.
  const started = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/analytics/landing-device');
  await page.goto('/love-quiz');
  await started;
  await readToTheEnd(page);
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await expect(page).toHaveURL(/\/love-quiz\/gender$/);
  await readToTheEnd(page);
  await page.getByRole('button', { name: 'Woman' }).click();
  await expect(page).toHaveURL(/\/love-quiz\/questions\/love-status$/);
  await readToTheEnd(page);

  // Batches go out every two seconds; each stored once by its id.
  await expect
    .poll(() => new Set(events.filter((e) => e.name === 'scroll_depth').map((e) => e.stepId)), { timeout: 15_000 })
    .toEqual(new Set(['prelanding', 'gender', 'love-status']));
  const visit = await page.evaluate(() => sessionStorage.getItem('funnel.visitId'));
  expect(new Set(events.map((e) => e.visitId))).toEqual(new Set([visit]));
  const depths = events
    .filter((e) => e.name === 'scroll_depth' && e.stepId === 'gender')
    .map((e) => e.properties.percent);
  expect(depths).toEqual([...new Set(depths)]);
  expect(depths).toContain(100);
  // The prelanding page's largest paint, reported on the first click.
  expect(events.find((e) => e.name === 'web_vital' && e.properties.metric === 'LCP')).toMatchObject({
    stepId: 'prelanding',
    properties: { metric: 'LCP', funnel_name: 'love-quiz', locale: 'en' },
  });
  expect(events.some((e) => e.name === 'web_vital' && e.stepId !== 'prelanding')).toBe(false);

  // Not in tester mode, or with a tester token that is not the team's: the report is not found.
  expect((await page.goto('/report/love-quiz'))?.status()).toBe(404);
  await context.addCookies([{ name: 'tester_token', value: randomUUID(), url: page.url() }]);
  expect((await page.goto('/report/love-quiz'))?.status()).toBe(404);
  await context.addCookies([{ name: 'tester_token', value: E2E_TESTER_TOKEN, url: page.url() }]);
  await expect
    .poll(
      async () => {
        await page.goto('/report/love-quiz');
        return Number(await page.locator('[data-part="followed"] tr[data-step="love-status"] td').nth(1).textContent());
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Funnel report: love-quiz');
  await expect(page.locator('[data-part="followed"] tr[data-step="prelanding"] td').first()).toHaveText('prelanding');
  await expect(page.getByRole('img', { name: 'Followed visitors per step of love-quiz' })).toBeVisible();
  await expect(page.locator('svg g[data-step="gender"] rect')).toHaveCount(1);
});
