import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { E2E_TESTER_TOKEN } from '@/playwright.config';
import { type AppInstances, startAppInstances } from './support/appInstances';
import { E2E_INSTANCE_PORTS } from './support/e2ePorts';
import { expect, test } from './support/visitor';

/** The draft preview against the builder sandbox, where the test saves drafts as a marketer would. */
/** The team's token in capitals, as a hand-typed cookie may hold it. */
const TESTER = E2E_TESTER_TOKEN.toUpperCase();

test.describe.configure({ mode: 'serial' });

let app: AppInstances;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startAppInstances({
    ports: [...E2E_INSTANCE_PORTS.draftPreview],
    env: { TESTER_TOKENS: E2E_TESTER_TOKEN },
  });
});
test.afterAll(async () => {
  await app?.stop();
});

const palmistryFlow = () => JSON.parse(readFileSync('fixtures/funnels/palmistry/flow.json', 'utf8'));
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a tester previews a draft with its flow map, and sees each change and each error as the marketer saves', async ({
  page,
  context,
}) => {
  const [url] = app.urls;
  await context.addCookies([{ name: 'tester_token', value: TESTER, url }]);
  await page.goto(`${url}/draft?funnel=palmistry`);
  await expect(heading(page)).toHaveText('Your hands remember what your heart knows');

  // The flow map draws every step, labels the branches, and follows the step on show.
  const map = page.getByRole('figure');
  await expect(map.locator('[data-step]')).toHaveCount(palmistryFlow().steps.length);
  await expect(map.locator('[data-current="true"]')).toHaveAttribute('data-step', 'prelanding');
  await page.getByRole('button', { name: 'Begin my reading' }).click();
  await expect(page).toHaveURL(/\/draft\/gender\?funnel=palmistry$/);
  await expect(map.locator('[data-current="true"]')).toHaveAttribute('data-step', 'gender');

  // A saved change shows without a reload, on the same step.
  const flow = palmistryFlow();
  flow.steps[1].content.title.en = 'Which energy guides you today?';
  await app.saveDraft('flow', 'palmistry', flow);
  await expect(heading(page)).toHaveText('Which energy guides you today?', { timeout: 10_000 });

  // An invalid save: each error with its pointer and a link to its step; the last valid draft stays on show.
  flow.steps[1].next = 'nowhere';
  await app.saveDraft('flow', 'palmistry', flow);
  const problems = page.getByRole('alert').filter({ hasText: 'cannot be published' });
  await expect(problems).toContainText('/steps/1/next', { timeout: 10_000 });
  await expect(problems).toContainText('nowhere');
  await expect(heading(page)).toHaveText('Which energy guides you today?');
  await problems.getByRole('link', { name: 'Open the step' }).click();
  await expect(page).toHaveURL(/\/draft\/gender\?funnel=palmistry$/);
  await expect(heading(page)).toHaveText('Which energy guides you today?');

  // Fixed: the overlay goes.
  flow.steps[1].next = 'relationship';
  await app.saveDraft('flow', 'palmistry', flow);
  await expect(problems).toHaveCount(0, { timeout: 10_000 });
});

test('a draft the builder cannot give is explained, not a blank page', async ({ page, context }) => {
  const [url] = app.urls;
  await context.addCookies([{ name: 'tester_token', value: TESTER, url }]);
  const response = await page.goto(`${url}/draft?funnel=no-such-funnel`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be published' })).toContainText(
    'funnel no-such-funnel',
  );
});

test("a tester token that is not the team's opens no draft on a server without developer routes", async ({
  page,
  context,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 404/);
  const [url] = app.urls;
  await context.addCookies([{ name: 'tester_token', value: '0d6b1b7e-3f7a-4c1e-9a55-2d0c8b1f4e21', url }]);
  expect((await page.goto(`${url}/draft?funnel=palmistry`))?.status()).toBe(404);
  expect((await page.request.get(`${url}/api/v1/drafts/palmistry`)).status()).toBe(404);
});
