import type { Page } from '@playwright/test';
import { E2E_CLARITY_PROJECT, E2E_COUNTRY_HEADER } from '@/playwright.config';
import { asPerson, pixelCalls } from './support/thirdPartyStubs';
import { expect, test } from './support/visitor';

/** palmistry's pixels (fixtures/funnels/palmistry/funnel.json); its condition `palm-v2` matches the second id. */
const FACEBOOK = ['310000000000001', '310000000000002'];
const TIKTOK = 'CPALM0000000000001';
const BING = '187000001';

/** A person's browser in a country, with the pixels' scripts stubbed; what the stubs were asked for. */
async function visitor(page: Page, country: string) {
  await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: country });
  const requested = await asPerson(page);
  const region = page.waitForResponse(/\/api\/v1\/consent\/region$/);
  await page.goto('/palmistry');
  expect(await (await region).json()).toMatchObject({ country });
  return requested;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Your privacy, your choice' });

/** The visitor's first act on the page (a key, here): the banner opens after it, not over the first paint. */
async function actOnce(page: Page) {
  await page.waitForFunction(() => '_ccRun' in window); // the consent manager has started
  await page.waitForTimeout(200);
  await page.keyboard.press('Tab');
}

test('an EU visitor sees the banner once they act and nothing loads until they choose; accepting loads each pixel once with one PageView per id, and the heatmap', async ({
  page,
}) => {
  // Product analytics: the app's own event store and the landing-device call, which wait for consent too.
  const analytics: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/v1\/(events|analytics\/landing-device)$/.test(new URL(r.url()).pathname)) analytics.push(r.url());
  });
  const requested = await visitor(page, 'DE');
  await page.waitForTimeout(500);
  await expect(banner(page)).toBeHidden(); // the first step is painted clean
  await actOnce(page);
  await expect(banner(page)).toBeVisible();
  // Long enough for a batch of the step's events to go out, were it allowed (every two seconds).
  await page.waitForTimeout(2500);
  expect(requested).toEqual([]);
  expect(analytics).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => requested.length).toBe(4);
  expect(requested.filter((url) => url.startsWith(`https://www.clarity.ms/tag/${E2E_CLARITY_PROJECT}`))).toHaveLength(
    1,
  );
  await expect.poll(() => analytics.length).toBeGreaterThan(0);
  expect(requested.filter((url) => url === 'https://connect.facebook.net/en_US/fbevents.js')).toHaveLength(1);
  expect(requested.filter((url) => url.startsWith('https://analytics.tiktok.com/i18n/pixel/events.js'))).toEqual([
    `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${TIKTOK}&lib=ttq`,
  ]);
  expect(requested.filter((url) => url === 'https://bat.bing.com/bat.js')).toHaveLength(1);

  await expect
    .poll(async () => (await pixelCalls(page)).bing)
    .toEqual([
      ['new', BING],
      [BING, 'pageLoad'],
    ]);
  const calls = await pixelCalls(page);
  for (const id of FACEBOOK) {
    expect(calls.facebook.filter((c) => c[0] === 'init' && c[1] === id)).toHaveLength(1);
    const pageViews = calls.facebook.filter((c) => c[0] === 'trackSingle' && c[1] === id && c[2] === 'PageView');
    expect(pageViews).toHaveLength(1);
    expect(pageViews[0]?.[4]).toEqual({ eventID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  }
  expect(calls.tikTokPages).toEqual({ [TIKTOK]: 1 });
});

test('an EU visitor who keeps only the necessary gets no pixel', async ({ page }) => {
  const requested = await visitor(page, 'FR');
  await actOnce(page);
  await banner(page).getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await actOnce(page);
  await page.waitForTimeout(500);
  await expect(banner(page)).toBeHidden();
  expect(requested).toEqual([]);
});

test('where consent is opt-out the pixels load at once, and withdrawing targeting consent revokes TikTok', async ({
  page,
}) => {
  const requested = await visitor(page, 'US');
  await expect.poll(() => requested.length).toBe(4);
  await expect(banner(page)).toBeHidden();
  expect((await pixelCalls(page)).tikTokPages).toEqual({ [TIKTOK]: 1 });

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings).toBeVisible();
  await settings.getByRole('button', { name: 'Only necessary' }).click();
  await expect.poll(async () => (await pixelCalls(page)).tikTok).toEqual(['revokeConsent']);
  expect((await pixelCalls(page)).facebook).toContainEqual(['consent', 'revoke']);

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await settings.getByRole('button', { name: 'Accept all' }).click();
  await expect.poll(async () => (await pixelCalls(page)).tikTok).toEqual(['revokeConsent', 'grantConsent']);
  // Each id still loaded once and its page event fired once (the heatmap's tag too).
  expect(requested).toHaveLength(4);
  expect((await pixelCalls(page)).tikTokPages).toEqual({ [TIKTOK]: 1 });
});

test('for an automated browser, whom the consent manager never starts for, "Cookie settings" opens nothing and throws nothing', async ({
  page,
}) => {
  // Not asPerson: navigator.webdriver stays true, as for crawlers and test tools.
  await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: 'DE' });
  const region = page.waitForResponse(/\/api\/v1\/consent\/region$/);
  await page.goto('/palmistry');
  await region;
  await page.waitForLoadState('networkidle'); // the consent code has loaded, and hidden itself
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // An error thrown by the click would fail the test (the visitor fixture's consoleErrors).
});
