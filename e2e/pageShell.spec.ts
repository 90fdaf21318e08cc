import { expect, test } from '@playwright/test';

test.describe('page shell outside production', () => {
  test('tells robots neither to index nor to follow', async ({ page }) => {
    await page.goto('/palmistry');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('titles a page without its own title with the product name in capitals', async ({ page }) => {
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
