import type { Page } from '@playwright/test';
import { PALM_TRAIT_SENTENCES, PALM_WORDS } from '@/runtime/steps/photoReading/palmWords';
import { sandboxPalmReading } from '@/sandbox/services/startServicesSandbox';
import { localize } from '@/schemas/localize';
import { PALM_READING_PATH } from '@/schemas/services/palmReading';
import { E2E_SERVICES_SANDBOX_URL } from './support/e2ePorts';
import { breakService, drawnJpeg, givePhoto, serviceCalls } from './support/servicesSandbox';
import { expect, test } from './support/visitor';
import { definition, walkToPayment } from './support/walkFunnel';

/**
 * The palm photo and the palm service (docs/services.md), on palmistry through the e2e services sandbox: with the
 * visitor's consent the photo reaches the service once and its reading shows; without it nothing is sent; the service
 * failing (500, no answer, garbage) leaves the visitor a general reading, logged, and the funnel goes on to its plan
 * choice. The photo is never in the visit's storage.
 */

const PALM_URL = `${E2E_SERVICES_SANDBOX_URL}${PALM_READING_PATH}`;
const CARD = '4067429974719265';
const consentBox = (page: Page) => page.getByRole('checkbox', { name: PALM_WORDS.sendConsent.en });
const reading = (page: Page) => page.locator('.photo-reading');

/** Walks palmistry to its palm photo step. */
async function toPalmStep(page: Page): Promise<Buffer> {
  await walkToPayment(page, 'palmistry', { until: (step) => step.kind === 'palmPhoto' });
  await expect(consentBox(page)).not.toBeChecked();
  await expect(page.getByText(PALM_WORDS.photoSent.en)).toBeVisible();
  return drawnJpeg(page);
}

/**
 * Goes on from the palm step (the flow leaves it by itself after the scan) to the plan choice; with `pay`, on through
 * the payment to the offers after it.
 */
async function toPlanChoice(page: Page, pay?: string): Promise<void> {
  await expect(page).toHaveURL(/\/palmistry\/questions\/birth-date$/, { timeout: 20_000 });
  const { funnel, flow } = definition('palmistry');
  await walkToPayment(page, 'palmistry', {
    opened: true,
    documents: { funnel, flow: { ...flow, firstStep: 'birth-date' } },
    until: (step) => step.kind === (pay === undefined ? 'trialChoice' : 'upsells'),
    pay,
  });
  if (pay === undefined) await expect(page.locator('input[type=radio]').first()).toBeVisible();
  else await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 30_000 });
}

/** Everything the visit keeps in the browser's storage, as text. */
const storedText = (page: Page) =>
  page.evaluate(() => JSON.stringify({ session: { ...sessionStorage }, local: { ...localStorage } }));

/** The palm step's saved answer. */
const savedPalmAnswer = (page: Page) =>
  page.evaluate(() => {
    const saved = Object.entries(sessionStorage).find(([k]) => k.startsWith('funnel.session:palmistry'))?.[1];
    return (JSON.parse(saved ?? '{}') as { answers?: Record<string, unknown> }).answers?.palmPhoto;
  });

test('with consent, the photo reaches the palm service once, its reading shows, and the photo is not stored', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const photo = await toPalmStep(page);
  const before = await serviceCalls('palm');
  await consentBox(page).check();
  const sent = page.waitForRequest((r) => r.url() === PALM_URL && r.method() === 'POST');
  await givePhoto(page, photo);
  const request = await sent;
  expect(request.headers()['content-type']).toBe('image/jpeg');
  const body = request.postDataBuffer();
  expect(body?.subarray(0, 2).toString('hex')).toBe('ffd8'); // a JPEG, re-encoded by the browser

  // The sandbox's reading of those very bytes, in words, labelled as the stand-in's.
  const expected = sandboxPalmReading(body ?? Buffer.alloc(0));
  await expect(reading(page).getByRole('heading', { name: PALM_WORDS.yourReading.en })).toBeVisible();
  await expect(reading(page)).toContainText(PALM_WORDS.sandboxReading.en);
  await expect(reading(page)).toContainText(localize(PALM_TRAIT_SENTENCES.heart[expected.lines.heart], 'en'));
  await expect(reading(page)).toContainText(localize(PALM_TRAIT_SENTENCES.fate[expected.lines.fate], 'en'));
  await expect(page).toHaveURL(/\/palmistry\/questions\/birth-date$/, { timeout: 20_000 });
  expect((await serviceCalls('palm')) - before).toBe(1);

  // Neither the photo nor its object URL is kept: the answer is the reading's ids.
  const stored = await storedText(page);
  expect(stored).not.toContain('blob:');
  expect(stored).not.toContain('data:image');
  expect(stored).not.toContain(photo.toString('base64').slice(0, 64));
  expect(await savedPalmAnswer(page)).toMatch(/^palm-reading:[a-z.-]+\.sandbox$/);
});

test('without consent, nothing reaches the palm service and the funnel goes on with the general reading', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const photo = await toPalmStep(page);
  const before = await serviceCalls('palm');
  const toService: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(E2E_SERVICES_SANDBOX_URL)) toService.push(r.url());
  });
  await givePhoto(page, photo);
  await expect(reading(page).getByRole('heading', { name: PALM_WORDS.generalReading.en })).toBeVisible();
  await expect(reading(page)).not.toContainText(PALM_WORDS.sandboxReading.en);
  await toPlanChoice(page);
  expect(toService).toEqual([]);
  expect(await serviceCalls('palm')).toBe(before);
  expect(await savedPalmAnswer(page)).toMatch(/^palm-reading:[a-z.-]+\.generic$/);
  expect(await storedText(page)).not.toContain('blob:');
});

for (const [mode, logged] of [
  ['down', 'palm service failed: status'],
  ['hang', 'palm service failed: timeout'],
  ['garbage', 'palm service failed: invalid'],
] as const)
  test(`the palm service failing (${mode}): the general reading, logged, and the funnel goes on${mode === 'down' ? ' and is paid' : ' to its plan choice'}`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    if (mode === 'down') consoleErrors.expect(/status of 500/);
    const photo = await toPalmStep(page);
    await breakService('palm', mode);
    const log = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/v1/logs' && (r.postData() ?? '').includes(logged),
      { timeout: 60_000 },
    );
    const before = await serviceCalls('palm');
    await consentBox(page).check();
    await givePhoto(page, photo);
    // While the service is asked, the photo is scanned; then the general reading, whatever went wrong.
    await expect(reading(page).getByRole('heading', { name: PALM_WORDS.generalReading.en })).toBeVisible({
      timeout: 20_000,
    });
    expect((await serviceCalls('palm')) - before).toBe(1);
    // The service down, the visitor pays all the same (the other failures stop at the plan choice, to keep time).
    await toPlanChoice(page, mode === 'down' ? CARD : undefined);
    expect(await savedPalmAnswer(page)).toMatch(/^palm-reading:[a-z.-]+\.generic$/);
    await log;
  });
