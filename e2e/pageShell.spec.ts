import { EMAIL_PAGES, INFORMATION_PAGES } from '@/schemas/routes';
import { expect, test } from './support/visitor';

test.describe('page shell outside production', () => {
  test('tells robots neither to index nor to follow', async ({ page }) => {
    await page.goto('/palmistry');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('titles a page without its own title with the product name in capitals', async ({ page, consoleErrors }) => {
    consoleErrors.expect(/status of 404/);
    await page.goto('/no-such-funnel');
    await expect(page).toHaveTitle('STELLARA');
  });

  test("titles a funnel step with the step's heading and the product", async ({ page }) => {
    await page.goto('/palmistry');
    await expect(page).toHaveTitle('Your hands remember what your heart knows · STELLARA');
  });

  test('carries no verification meta tags and no sprite when they are not configured', async ({ page }) => {
    await page.goto('/palmistry');
    await expect(page.locator('meta[name="trustpilot-one-time-domain-verification-id"]')).toHaveCount(0);
    await expect(page.locator('meta[name="facebook-domain-verification"]')).toHaveCount(0);
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  });

  test('has a favicon, touch and manifest icons, and a web manifest with the product name', async ({
    page,
    request,
  }) => {
    await page.goto('/palmistry');
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveCount(1);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref ?? '/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Stellara', short_name: 'Stellara', display: 'standalone' });
    for (const icon of manifest.icons as { src: string }[])
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    // A file of the build, never a funnel address: no funnel is looked up for it.
    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toBe('image/x-icon');
  });

  test('hides the no-script notice when JavaScript runs', async ({ page }) => {
    await page.goto('/palmistry');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.noscript')).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the no-script notice', async ({ page }) => {
    await page.goto('/palmistry');
    // Text search skips <noscript>, so the notice is found by its class and its text checked.
    await expect(page.locator('.noscript')).toBeVisible();
    await expect(page.locator('.noscript')).toHaveText('You need to enable JavaScript to run this app.');
  });
});

test.describe('information and email pages', () => {
  for (const [path, date] of [
    ['/tech/terms', 'September 15, 2023'],
    ['/tech/money-back-policy', 'November 24, 2021'],
  ] as const) {
    test(`${path} shows its policy date and the privacy policy link`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('time')).toHaveText(date);
      await expect(page.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', /^https:\/\//);
    });
  }

  test('every information and email page of docs/routes.md answers', async ({ request }) => {
    for (const path of [...INFORMATION_PAGES, ...EMAIL_PAGES])
      expect((await request.get(path)).status(), path).toBe(200);
    expect((await request.get('/tech/unknown')).status()).toBe(404);
  });
});

test.describe('draft preview', () => {
  test('is not found without a tester token, or with one that is not a UUID', async ({
    page,
    context,
    consoleErrors,
  }) => {
    consoleErrors.expect(/status of 404/);
    expect((await page.goto('/draft'))?.status()).toBe(404);
    await context.addCookies([{ name: 'tester_token', value: 'let-me-in', url: page.url() }]);
    expect((await page.goto('/draft'))?.status()).toBe(404);
  });

  test('shows the unpublished funnel to a tester', async ({ page, context }) => {
    await context.addCookies([
      { name: 'tester_token', value: 'F47AC10B-58CC-4372-A567-0E02B2C3D479', url: 'http://127.0.0.1' },
    ]);
    const response = await page.goto('/draft');
    expect(response?.status()).toBe(200);
    await expect(page.locator('main[data-funnel="draft"] h1')).toBeVisible();
  });
});
