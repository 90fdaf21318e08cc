import type { Response } from '@playwright/test';
import { LOG_CHECK_DELAY_MS, LOG_STORAGE_KEY } from '@/runtime/platform/logger/logBatcher';
import { expect, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * A visitor whose connection drops in the middle of palmistry's quiz (the browser offline, as a phone in a tunnel)
 * and comes back: the steps answered offline are kept, and the visitor goes on and pays; what the page logged
 * offline waits in storage, untried, and reaches the log endpoint once the network is back.
 */

/** The entries a log request carried, by message. */
const loggedMessages = (response: Response) =>
  (response.request().postDataJSON() as { data: [number, string][] }).data.map(
    ([, entry]) => (JSON.parse(entry) as { message: string }).message,
  );

type StoredBatch = { retryAttempt: number; logs: { message: string }[] };

test('offline in the middle of the quiz and back: answers kept, the visitor goes on and pays, the logs arrive', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  consoleErrors.expect(/lost in the tunnel/);
  // What the steps shown offline asked of the network (their images) could not load.
  consoleErrors.expect(/ERR_INTERNET_DISCONNECTED/);
  const delivered: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v1/logs' && response.status() === 200)
      delivered.push(...loggedMessages(response));
  });
  const stored = async () =>
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), LOG_STORAGE_KEY)) ?? '[]') as StoredBatch[];

  await walkToPayment(page, 'palmistry', {
    pay: '4067429974719265',
    until: (step) => step.id === 'upsells',
    beforeStep: async (step) => {
      if (step.id === 'relationship') {
        // Online so far: the page's view is logged and delivered.
        await expect.poll(() => delivered).toContain('page shown');
        await context.setOffline(true);
      }
      if (step.id === 'dominant-hand') {
        // Two steps answered offline. The page fails meanwhile, and logs it: kept in storage, with no attempt made
        // (one would have been by now, after the check delay, were the batcher not waiting for the network).
        await page.evaluate(() =>
          setTimeout(() => {
            throw new Error('lost in the tunnel');
          }),
        );
        await expect
          .poll(async () => (await stored()).flatMap((b) => b.logs.map((e) => e.message)))
          .toContain('lost in the tunnel');
        await page.waitForTimeout(LOG_CHECK_DELAY_MS + 1000);
        expect((await stored()).map((b) => b.retryAttempt)).toEqual([0]);
        expect(delivered).not.toContain('lost in the tunnel');

        await context.setOffline(false);
        await expect.poll(() => delivered, { timeout: 10_000 }).toContain('lost in the tunnel');
        await expect.poll(stored).toEqual([]);
        // The answers given offline are the visit's: a reload comes back to this step, and they are kept.
        await page.reload();
        await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', 'dominant-hand');
        const visit = await page.evaluate(() => Object.values(sessionStorage).join('\n'));
        expect(visit).toMatch(/"relationship":/);
        expect(visit).toMatch(/"soulmateWish":/);
      }
    },
  });
  await expect(page).toHaveURL(/\/palmistry\/upsells$/);
  expect(delivered.filter((m) => m === 'lost in the tunnel')).toHaveLength(1);
});
