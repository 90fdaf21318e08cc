import { randomUUID } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import { stubConsentPlatform } from './consentPlatformStub';

export { expect };

/** An address of this run alone: the gateway limits orders and cancel lookups per email (docs/decisions/0008). */
export const freshEmail = (name = 'luna') => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/**
 * What the page printed as errors (console errors and uncaught exceptions): a test fails on any it did not say it
 * expects, and on an expected one that never came.
 */
class ConsoleErrors {
  private readonly expected: RegExp[] = [];
  private readonly seen = new Set<RegExp>();
  private readonly unexpected: string[] = [];

  /** The test expects errors matching the pattern (a failed request it causes, say). */
  expect(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  saw(text: string): void {
    const match = this.expected.find((pattern) => pattern.test(text));
    if (match) this.seen.add(match);
    else this.unexpected.push(text);
  }

  check(): void {
    expect(this.unexpected, 'errors the page printed unexpectedly').toEqual([]);
    expect(
      this.expected.filter((pattern) => !this.seen.has(pattern)).map(String),
      'errors the test expected that never came',
    ).toEqual([]);
  }
}

/**
 * Playwright's `test`, each test a visitor of its own as the gateway counts them: its requests to the app's API
 * carry a client address of their own in X-Forwarded-For, as the proxy in front would set it (the e2e app
 * trusts one proxy hop), so per-client rate limits count each test apart, however often the suite runs on a
 * kept database.
 */
export const test = base.extend<{ clientAddress: string; consoleErrors: ConsoleErrors; consentPlatform: undefined }>({
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
  // The production app's consent platform is never reached: its script is stubbed on every page.
  consentPlatform: [
    async ({ page }, use) => {
      await stubConsentPlatform(page);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors = new ConsoleErrors();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.saw(message.text());
      });
      page.on('pageerror', (error) => errors.saw(error.message));
      await use(errors);
      errors.check();
    },
    { auto: true },
  ],
});
