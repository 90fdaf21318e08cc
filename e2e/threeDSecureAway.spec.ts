import type { Page } from '@playwright/test';
import { FORM_PATHS } from '@/sandbox/payments/formPaths';
import { payByCard, paymentState } from './support/payByCard';
import { chargesOf } from './support/providerLedger';
import { expect, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * A visitor away from the page while the bank's 3-D Secure check waits (gone to their bank's app, the tab reloaded
 * or left): the order resolves through the provider's webhooks and the page's polling, and the visitor who comes back
 * sees where the payment stands: paid and going on, or declined with a way forward; never charged twice.
 */

/** The sandbox's card that asks for a 3-D Secure challenge (sandbox/payments/README.md). */
const CHALLENGED_CARD = '4000000000003220';

/** Walks palmistry to its payment and pays with the challenged card: the order's id and the challenge's address. */
async function challenged(page: Page): Promise<{ orderId: string; challengeUrl: string }> {
  await walkToPayment(page);
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
  const orderId = (await page.locator('[data-order]').getAttribute('data-order')) ?? '';
  await payByCard(page, CHALLENGED_CARD);
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '7', { timeout: 15_000 });
  const challengeUrl = () =>
    page
      .frames()
      .find((f) => f.url().includes(FORM_PATHS.challengePage))
      ?.url() ?? '';
  await expect.poll(challengeUrl).not.toBe('');
  return { orderId, challengeUrl: challengeUrl() };
}

/** The bank's check answered where the visitor is (their bank's app), not in the funnel's page. */
async function answerElsewhere(page: Page, challengeUrl: string, button: 'Pass' | 'Fail'): Promise<void> {
  const bank = await page.context().newPage();
  await bank.goto(challengeUrl);
  await bank.getByRole('button', { name: button, exact: true }).click();
  await expect(bank.getByRole('button', { name: button, exact: true })).toBeHidden();
  await bank.close();
}

test('the page left during the challenge, the bank approving meanwhile: the visitor comes back to a paid order and goes on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { orderId, challengeUrl } = await challenged(page);
  const paymentUrl = page.url();
  await page.goto('about:blank');
  await answerElsewhere(page, challengeUrl, 'Pass');
  await page.goto(paymentUrl);
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 20_000 });
  expect(await chargesOf(orderId)).toBe(1);
});

test('the tab reloaded during the challenge, the bank declining meanwhile: the decline is shown with a way forward', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { orderId, challengeUrl } = await challenged(page);
  await answerElsewhere(page, challengeUrl, 'Fail');
  await page.reload();
  await expect(page.locator('[data-order]')).toHaveAttribute('data-order', orderId, { timeout: 15_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'bank' })).toBeVisible({ timeout: 15_000 });
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '5');
  expect(await chargesOf(orderId)).toBe(0);
});

test('the tab reloaded during the challenge, then the bank approving while the page waits: the polling finds it paid', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { orderId, challengeUrl } = await challenged(page);
  await page.reload();
  // The resumed check has no SDK to say how it ends: the page reads the order every 3 s.
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '7', { timeout: 15_000 });
  await answerElsewhere(page, challengeUrl, 'Pass');
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 20_000 });
  expect(await chargesOf(orderId)).toBe(1);
});
