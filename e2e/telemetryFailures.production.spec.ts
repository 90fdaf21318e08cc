import type { Route } from '@playwright/test';
import { expect, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * Error monitoring and tracing failing for a whole visit (their endpoints blocked, or answering 500), on the app
 * built as production runs it, where both are configured: the visitor walks the funnel to its plan choice all the
 * same (the production build pays through no sandbox, so paying is the e2e app's part: thirdPartyFailures.spec.ts).
 */

const FAILURES: [name: string, fail: (route: Route) => Promise<void>, printed: RegExp][] = [
  ['blocked', (route) => route.abort('blockedbyclient'), /ERR_BLOCKED_BY_CLIENT/],
  ['answering 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }), /status of 500/],
];

for (const [name, fail, printed] of FAILURES)
  test(`error monitoring and tracing ${name}: the funnel is walked to its plan choice`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    consoleErrors.expect(printed);
    consoleErrors.expect(/a failure while monitoring is down/);
    let envelopes = 0;
    let traces = 0;
    await page.route('**/api/1/envelope/**', (route) => {
      envelopes++;
      return fail(route);
    });
    await page.route('**/e2e-otel/v1/traces', (route) => {
      traces++;
      return fail(route);
    });
    await page.goto('/palmistry');
    await expect.poll(() => page.evaluate(() => '__SENTRY__' in window), { timeout: 10_000 }).toBe(true);
    // An error for monitoring to send, which it cannot.
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('a failure while monitoring is down');
      }),
    );
    await walkToPayment(page, 'palmistry', { opened: true, until: (step) => step.id === 'trial-choice' });
    await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', 'trial-choice');
    // Both were tried, and failed (spans are batched for 5 s before export).
    await expect.poll(() => envelopes, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => traces, { timeout: 20_000 }).toBeGreaterThan(0);
  });
