import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/**
 * Holds back the page's scripts, but for those it names when `namedBy` is given (then the page is drawn and
 * hydrated, but for the flow runtime on a page that opens past its light first steps), until the answer is called.
 */
async function holdScripts(page: Page, namedBy?: string): Promise<() => Promise<void>> {
  const html = namedBy === undefined ? '' : await (await page.request.get(namedBy)).text();
  const named = new Set([...html.matchAll(/"(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(([, src]) => src));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const scripts = '**/_next/static/chunks/**';
  await page.route(scripts, async (route) => {
    if (!named.has(new URL(route.request().url()).pathname)) await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.unroute(scripts);
  };
}

test('palmistry: the URL follows the flow, branches on answers, and survives reload, back and forward', async ({
  page,
}) => {
  await page.goto('/palmistry');
  await expect(heading(page)).toHaveText('Your hands remember what your heart knows');
  await page.getByRole('button', { name: 'Begin my reading' }).click();

  await expect(page).toHaveURL(/\/palmistry\/gender$/);
  await expect(heading(page)).toHaveText('Which energy guides you?');
  await page.getByRole('button', { name: 'Female', exact: true }).click();

  await expect(page).toHaveURL(/\/palmistry\/questions\/relationship$/);
  await page.getByRole('button', { name: /Open to someone new/ }).click();

  // The answer "single" takes the branch to the soulmate question.
  await expect(page).toHaveURL(/\/palmistry\/questions\/soulmate-wish$/);
  await page.getByRole('button', { name: 'Passion' }).click();
  await page.getByRole('button', { name: 'Laughter' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/dominant-hand$/);

  // Back returns along the way taken, showing the answers given.
  await page.goBack();
  await expect(page).toHaveURL(/\/palmistry\/questions\/soulmate-wish$/);
  await expect(page.getByRole('button', { name: 'Passion' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Calm' })).toHaveAttribute('aria-pressed', 'false');
  await page.goBack();
  await expect(page).toHaveURL(/\/palmistry\/questions\/relationship$/);
  await expect(page.getByRole('button', { name: /Open to someone new/ })).toHaveAttribute('aria-pressed', 'true');

  // Forward goes the same way again.
  await page.goForward();
  await expect(page).toHaveURL(/\/palmistry\/questions\/soulmate-wish$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/palmistry\/questions\/dominant-hand$/);
  await expect(heading(page)).toHaveText('Which hand do you write with?');

  // A reload keeps the step and the answers.
  await page.reload();
  await expect(page).toHaveURL(/\/palmistry\/questions\/dominant-hand$/);
  await expect(heading(page)).toHaveText('Which hand do you write with?');
  const saved = await page.evaluate(
    () => Object.entries(sessionStorage).find(([k]) => k.startsWith('funnel.session:palmistry'))?.[1],
  );
  expect(JSON.parse(saved ?? '{}').answers).toEqual({
    gender: 'female',
    relationship: 'single',
    soulmateWish: ['passion', 'laughter'],
  });

  // The header's back button does what the browser's does.
  await page.getByRole('button', { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/soulmate-wish$/);
});

test("a form the server drew takes no typing nor press before the page's code runs it, then goes on", async ({
  page,
}) => {
  const release = await holdScripts(page, '/cancel-subscription');
  await page.goto('/cancel-subscription');
  await expect(heading(page)).toHaveText('Cancel your subscription');
  // Drawn, hydrated but for the flow runtime: what was typed or pressed now would be lost, so nothing can be.
  await expect(page.getByRole('textbox')).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Find my subscription' })).toBeDisabled();
  await release();
  await page.getByRole('textbox').fill(`no.subscription.${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Find my subscription' }).click();
  // A stranger's address goes on to the code step as a customer's does.
  await expect(page).toHaveURL(/\/cancel-subscription\/verify$/);
});

test("a step the server drew takes no press before the page's code runs, on the first step and after a reload", async ({
  page,
}) => {
  // The first step, its code held back: the button says it does not work yet, then goes on.
  let release = await holdScripts(page);
  // Not waiting for the page's load, which waits for the scripts held.
  await page.goto('/palmistry', { waitUntil: 'commit' });
  await expect(heading(page)).toHaveText('Your hands remember what your heart knows');
  await expect(page.getByRole('button', { name: 'Begin my reading' })).toBeDisabled();
  await release();
  await page.getByRole('button', { name: 'Begin my reading' }).click();
  await expect(page).toHaveURL(/\/palmistry\/gender$/);
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/relationship$/);

  // A choice reloaded mid-funnel, its code held back: no option can be pressed (the press would be lost), then it goes on.
  release = await holdScripts(page);
  await page.reload({ waitUntil: 'commit' });
  await expect(heading(page)).toHaveText('Where is your heart right now?');
  await expect(page.getByRole('button', { name: 'With someone I love' })).toBeDisabled();
  await release();
  await page.getByRole('button', { name: 'With someone I love' }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/dominant-hand$/);
});

test('palmistry: another answer takes the other branch', async ({ page }) => {
  await page.goto('/palmistry');
  await page.getByRole('button', { name: 'Begin my reading' }).click();
  await page.getByRole('button', { name: 'Male', exact: true }).click();
  await page.getByRole('button', { name: /With someone I love/ }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/dominant-hand$/);
});

test('a deep link to a step not yet reached lands on the furthest step the visitor may see', async ({ page }) => {
  await page.goto('/palmistry/trialChoice');
  await expect(page).toHaveURL(/\/palmistry$/);
  await expect(heading(page)).toHaveText('Your hands remember what your heart knows');
});

test('an email that is not an address is refused with a reason; a padded one is kept trimmed', async ({ page }) => {
  await page.goto('/palmistry');
  await page.getByRole('button', { name: 'Begin my reading' }).click();
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await page.getByRole('button', { name: /With someone I love/ }).click();
  await page.getByRole('button', { name: 'Left' }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/palm-photo$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/birth-date$/);
  await page.getByLabel('month').selectOption({ label: 'July' });
  await page.getByLabel('day').selectOption('14');
  await page.getByLabel('year').selectOption('1994');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/palmistry\/loading$/);
  await expect(page).toHaveURL(/\/palmistry\/questions\/email$/, { timeout: 15_000 });
  const field = page.getByRole('textbox', { name: 'Where shall we send your reading?' });
  await field.fill('not an email');
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page.locator('[data-problem]')).toHaveText('Please enter a valid email address.');
  // The email consent request appears after 5 s on the step.
  const consent = page.getByRole('checkbox', { name: 'Send me my readings and gentle offers by email' });
  await expect(consent).toBeVisible({ timeout: 10_000 });
  await consent.check();
  await field.fill('  luna@example.com  ');
  await page.getByRole('button', { name: 'Reveal my reading' }).click();
  await expect(page).toHaveURL(/\/palmistry\/trialChoice$/);
  const saved = await page.evaluate(
    () => Object.entries(sessionStorage).find(([k]) => k.startsWith('funnel.session:palmistry'))?.[1],
  );
  expect(JSON.parse(saved ?? '{}').answers).toMatchObject({ email: 'luna@example.com', emailConsent: true });
  // Prices in the funnel's currency: the trial, and the expensive monthly price per day beside the full one crossed out.
  await expect(page.locator('.plan-trial').first()).toHaveText('$1.00');
  await expect(page.locator('.plan-price s').first()).toHaveText('$29.99');
});

test.describe('a visitor whose browser speaks Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('reads palmistry in Spanish, with prices in Spanish style', async ({ page }) => {
    await page.goto('/palmistry');
    await expect(heading(page)).toHaveText('Tus manos recuerdan lo que tu corazón sabe');
    await expect(page.locator('div[lang="es"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Empezar mi lectura' }).click();
    await expect(heading(page)).toHaveText('¿Qué energía te guía?');
  });
});
