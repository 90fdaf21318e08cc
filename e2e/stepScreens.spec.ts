import type { Page } from '@playwright/test';
import { expect, test } from './support/visitor';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('a step is drawn in the page sections it lists, in page order', async ({ page }) => {
  // natal-chart's first step lists header, center_first, center_second and footer.
  await page.goto('/natal-chart');
  const sections = page.locator('[data-section]');
  await expect(sections).toHaveCount(4);
  expect(await sections.evaluateAll((els) => els.map((e) => e.getAttribute('data-section')))).toEqual([
    'header',
    'center_first',
    'center_second',
    'footer',
  ]);
  // The heading block opens the centre; the call to action closes it.
  await expect(page.locator('[data-section=center_first]').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-section=center_second]').getByRole('button')).toBeVisible();
  await expect(page.locator('[data-section=header]')).toContainText('Stellara');
});

test('every picture a step shows loads', async ({ page }) => {
  const broken: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/images/') && !r.ok()) broken.push(r.url());
  });
  await page.goto('/natal-chart');
  const picture = page.locator('.step-image');
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(broken).toEqual([]);
});

test('the visitor can switch language in the header, and the choice survives a reload', async ({ page }) => {
  await page.goto('/palmistry');
  await expect(heading(page)).toHaveText('Your hands remember what your heart knows');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language.locator('option')).toHaveText(['English', 'Español']);
  await language.selectOption('es');
  await expect(heading(page)).toHaveText('Tus manos recuerdan lo que tu corazón sabe');
  await expect(page.locator('[lang=es]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Empezar mi lectura' }).click();
  // The address names the language chosen, step after step (decision 0036).
  await expect(page).toHaveURL(/\/palmistry\/gender\?lang=es$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(page.getByRole('button', { name: /Atrás/ })).toBeVisible();
});

test('the palm photo can be taken with the camera, live in the frame', async ({ page }) => {
  await page.goto('/palmistry');
  await page.getByRole('button', { name: 'Begin my reading' }).click();
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await page.getByRole('button', { name: /With someone I love/ }).click();
  await page.getByRole('button', { name: 'Left' }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/palm-photo$/);

  await page.getByRole('button', { name: 'Use the camera' }).click();
  const video = page.locator('.photo-frame video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Take the photo' }).click();
  // The still is scanned in the frame, the camera goes off, and the flow goes on after the scan.
  await expect(page.locator('.photo-frame[data-scanning=true] img')).toBeVisible();
  await expect(video).toHaveCount(0);
  await expect(page).toHaveURL(/\/palmistry\/questions\/birth-date$/, { timeout: 10_000 });
  const saved = await page.evaluate(
    () => Object.entries(sessionStorage).find(([k]) => k.startsWith('funnel.session:palmistry'))?.[1],
  );
  // Without consent to send it, the photo never left the browser: the answer is the general reading, not the photo.
  expect(JSON.parse(saved ?? '{}').answers.palmPhoto).toMatch(/^palm-reading:.*\.generic$/);
});
