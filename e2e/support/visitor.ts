import { randomUUID } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** An address of this run alone: the gateway limits orders and cancel lookups per email (docs/decisions/0008). */
export const freshEmail = (name = 'luna') => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/**
 * Playwright's `test`, each test a visitor of its own as the gateway counts them: its requests to the app's API
 * carry a client address of their own in X-Forwarded-For, as the proxy in front would set it (the e2e app
 * trusts one proxy hop), so per-client rate limits count each test apart, however often the suite runs on a
 * kept database.
 */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: [
    async ({ page }, use) => {
      const hex = randomUUID().replaceAll('-', '');
      const address = `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}`;
      await page.route(/\/api\/v1\//, (route) =>
        route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
      );
      await use(address);
    },
    { auto: true },
  ],
});
