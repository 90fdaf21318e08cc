import { readFileSync } from 'node:fs';
import { untilQuiet } from './support/untilQuiet';
import { expect, test } from './support/visitor';

type Doc = {
  slug: string;
  locales: string[];
  firstStep: string;
  steps: { id: string; content: { title: Record<string, string>; cta?: Record<string, string> } }[];
};

/** The first step's title and button, in the funnel's default locale, as its fixture defines them. */
function firstStepOf(slug: string) {
  const read = (file: string): Doc => JSON.parse(readFileSync(`fixtures/funnels/${slug}/${file}`, 'utf8'));
  const funnel = read('funnel.json');
  const flow = read('flow.json');
  const locale = funnel.locales[0] as string;
  const step = flow.steps.find((s) => s.id === flow.firstStep);
  if (!step) throw new Error(`${slug}: no first step`);
  return { title: step.content.title[locale] as string, cta: step.content.cta?.[locale], locale };
}

for (const slug of ['palmistry', 'natal-chart', 'hypno-healing']) {
  test(`${slug}: the first step renders from its definition`, async ({ page }) => {
    const expected = firstStepOf(slug);
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
    if (expected.cta) await expect(page.getByRole('button', { name: expected.cta })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('lang', expected.locale);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
}

test('an alias serves the same funnel as its slug', async ({ page }) => {
  await page.goto('/starseed-quiz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstStepOf('starseed').title);
});

test('an unknown path answers 404 with the not-found page', async ({ page, consoleErrors }) => {
  consoleErrors.expect(/status of 404/);
  const response = await page.goto('/no-such-funnel');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This path is not written in the stars');
});

/**
 * The page has loaded what it loads by itself once it has started no request for this long: longer than the gap
 * between two of its idle turns (each waits at most half a second). Not the `networkidle` load state, which a page
 * reaches once: a quiet moment before the runtime loaded would let the test tap while the tracking's turns are to come.
 */
const QUIET_MS = 2_000;

test('the runtime loads while the visitor reads the first step: the first tap loads no code', async ({ page }) => {
  const expected = firstStepOf('palmistry');
  await page.goto('/palmistry');
  // Untouched, the page loads the flow runtime once idle after its paint, and the first step's shell says so.
  await expect(page.locator('[data-runtime]')).toHaveAttribute('data-runtime', 'ready', { timeout: 15_000 });
  // Then the tracking and the payment step's code, each in an idle turn of its own: none is the tap's to load.
  await page.evaluate(untilQuiet(QUIET_MS, 20_000));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.getByRole('button', { name: expected.cta }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(expected.title);
  await expect(page.locator('[data-runtime]')).toHaveCount(0);
  expect(scripts).toEqual([]);
});
