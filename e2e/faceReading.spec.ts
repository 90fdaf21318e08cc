import type { Page } from '@playwright/test';
import { FACE_TRAIT_SENTENCES, FACE_WORDS } from '@/runtime/steps/photoReading/faceWords';
import { sandboxFaceReading } from '@/sandbox/services/startServicesSandbox';
import { localize } from '@/schemas/localize';
import { FACE_READING_PATH } from '@/schemas/services/faceReading';
import { E2E_SERVICES_SANDBOX_URL } from './support/e2ePorts';
import { breakService, drawnJpeg, givePhoto, serviceCalls } from './support/servicesSandbox';
import { expect, test } from './support/visitor';
import { definition, walkToPayment } from './support/walkFunnel';

/**
 * The face photo and the face service (docs/services.md), on feminine archetypes through the e2e services sandbox:
 * with the visitor's consent the portrait reaches the service once and its reading shows, labelled as the
 * stand-in's; the service failing leaves the visitor a general reading, logged, and the funnel goes on.
 */

const FACE_URL = `${E2E_SERVICES_SANDBOX_URL}${FACE_READING_PATH}`;
const consentBox = (page: Page) => page.getByRole('checkbox', { name: FACE_WORDS.sendConsent.en });
const reading = (page: Page) => page.locator('.photo-reading');

/** Walks feminine archetypes to its face photo step, and draws a photo to give it. */
async function toFaceStep(page: Page): Promise<Buffer> {
  await walkToPayment(page, 'feminine-archetypes', { until: (step) => step.kind === 'facePhoto' });
  await expect(consentBox(page)).not.toBeChecked();
  await expect(page.getByText(FACE_WORDS.photoSent.en)).toBeVisible();
  return drawnJpeg(page);
}

/** The flow leaves the face step by itself once the photo is scanned, and goes on to the next step. */
async function expectGoesOn(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/feminine-archetypes\/info$/, { timeout: 20_000 });
  const { flow } = definition('feminine-archetypes');
  const next = flow.steps.find((s) => s.id === 'archetypes-info');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next?.content.title?.en ?? '');
}

test('with consent, the portrait reaches the face service once, and its reading shows, labelled as the sandbox’s', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const photo = await toFaceStep(page);
  const before = await serviceCalls('face');
  await consentBox(page).check();
  const sent = page.waitForRequest((r) => r.url() === FACE_URL && r.method() === 'POST');
  await givePhoto(page, photo);
  const body = (await sent).postDataBuffer();
  const expected = sandboxFaceReading(body ?? Buffer.alloc(0));
  await expect(reading(page).getByRole('heading', { name: FACE_WORDS.yourReading.en })).toBeVisible();
  await expect(reading(page)).toContainText(FACE_WORDS.sandboxReading.en);
  await expect(reading(page)).toContainText(localize(FACE_TRAIT_SENTENCES.shape[expected.shape], 'en'));
  await expect(reading(page)).toContainText(localize(FACE_TRAIT_SENTENCES.brow[expected.features.brow], 'en'));
  await expectGoesOn(page);
  expect((await serviceCalls('face')) - before).toBe(1);
});

test('the face service failing: the general reading, logged, and the funnel goes on', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  consoleErrors.expect(/status of 500/);
  const photo = await toFaceStep(page);
  await breakService('face', 'down');
  const log = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/v1/logs' && (r.postData() ?? '').includes('face service failed: status'),
    { timeout: 60_000 },
  );
  await consentBox(page).check();
  await givePhoto(page, photo);
  await expect(reading(page).getByRole('heading', { name: FACE_WORDS.generalReading.en })).toBeVisible({
    timeout: 20_000,
  });
  await expectGoesOn(page);
  await log;
});
