import type { Request, Route } from '@playwright/test';
import { expect, test } from './support/visitor';

type Delivered = { status: number; retryAttempt?: number; entries: { id: string; message: string }[] };

function entriesOf(request: Request): Delivered['entries'] {
  const body = request.postDataJSON() as { data: [number, string][] };
  return body.data.map(([, message]) => JSON.parse(message) as { id: string; message: string });
}

test('log batches survive an endpoint outage and a reload, and arrive once each', async ({ page, consoleErrors }) => {
  consoleErrors.expect(/status of 503/);
  test.setTimeout(90_000);
  const refused: Delivered[] = [];
  const delivered: Delivered[] = [];
  // The endpoint is down for the first two attempts, then the real endpoint answers.
  await page.route('**/api/v1/logs', async (route: Route) => {
    const entries = entriesOf(route.request());
    if (refused.length < 2) {
      refused.push({ status: 503, entries });
      await route.fulfill({ status: 503, json: { originalError: 'down', originalStatusCode: 503 } });
      return;
    }
    const response = await route.fetch();
    delivered.push({ status: response.status(), entries });
    await route.fulfill({ response });
  });

  await page.goto('/palmistry');
  // The first batch is tried after the check delay (2 s), then again 4 s later: both refused.
  await expect.poll(() => refused.length, { timeout: 15_000 }).toBe(2);
  const [first] = refused[0]?.entries ?? [];
  expect(refused[1]?.entries).toEqual(refused[0]?.entries);
  const stored = await page.evaluate(() => localStorage.getItem('funnel.logBatches'));
  expect(JSON.parse(stored ?? '[]')).toMatchObject([{ retryAttempt: 2 }]);

  // The visitor reloads: the unsent batch comes back from storage, and the new page view is logged.
  await page.reload();
  await expect.poll(() => delivered.flatMap((d) => d.entries).length, { timeout: 30_000 }).toBe(2);

  expect(delivered.every((d) => d.status === 200)).toBe(true);
  const ids = delivered.flatMap((d) => d.entries.map((e) => e.id));
  expect(new Set(ids).size).toBe(2);
  expect(ids).toContain(first?.id);
  expect(delivered.flatMap((d) => d.entries.map((e) => e.message))).toEqual(['page shown', 'page shown']);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('funnel.logBatches'))).toBeNull();
});
