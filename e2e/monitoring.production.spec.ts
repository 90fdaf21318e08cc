import type { Request } from '@playwright/test';
import { expect, test } from './support/visitor';

/** Collects what the page sends to error monitoring and to the traces endpoint, answering both. */
async function interceptTelemetry(page: import('@playwright/test').Page) {
  const envelopes: string[] = [];
  const traces: Request[] = [];
  await page.route('**/api/1/envelope/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, json: {} });
  });
  await page.route('**/e2e-otel/v1/traces', async (route) => {
    traces.push(route.request());
    await route.fulfill({ status: 200, json: {} });
  });
  return { envelopes, traces };
}

/** Throws in the page outside React, as a failing script would. */
async function throwInPage(page: import('@playwright/test').Page, message: string) {
  await page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m);
    });
  }, message);
}

test('reports an uncaught error to error monitoring, tagged with the funnel', async ({ page, consoleErrors }) => {
  consoleErrors.expect(/the stars went dark/);
  const { envelopes } = await interceptTelemetry(page);
  await page.goto('/palmistry');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window), { timeout: 10_000 }).toBe(true);
  await throwInPage(page, 'the stars went dark');
  await expect.poll(() => envelopes.find((e) => e.includes('the stars went dark')), { timeout: 15_000 }).toBeTruthy();
  const event = envelopes.find((e) => e.includes('the stars went dark')) ?? '';
  expect(event).toContain('"funnel":"palmistry"');
  expect(event).toContain('"environment":"production"');
});

test('does not report the errors docs/errors.md ignores', async ({ page, consoleErrors }) => {
  for (const thrown of [/React error #418/, /OneTrust/, /a real problem after the ignored ones/])
    consoleErrors.expect(thrown);
  const { envelopes } = await interceptTelemetry(page);
  await page.goto('/palmistry');
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window), { timeout: 10_000 }).toBe(true);
  await throwInPage(page, 'Minified React error #418; visit https://react.dev/errors/418');
  await throwInPage(page, "Cannot read properties of null (reading 'OneTrust')");
  await throwInPage(page, 'a real problem after the ignored ones');
  await expect.poll(() => envelopes.some((e) => e.includes('a real problem')), { timeout: 15_000 }).toBe(true);
  expect(envelopes.filter((e) => /#418|OneTrust/.test(e))).toEqual([]);
});

test('sends browser spans to the traces endpoint in OTLP', async ({ page }) => {
  const { traces } = await interceptTelemetry(page);
  await page.goto('/palmistry');
  // Spans are batched for 5 s before export.
  await expect.poll(() => traces.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const body = traces[0]?.postDataJSON() as { resourceSpans: { scopeSpans: { spans: { name: string }[] }[] }[] };
  const names = body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((span) => span.name)));
  expect(names).toContain('page load');
  expect(traces[0]?.headers()['content-type']).toContain('application/json');
});
