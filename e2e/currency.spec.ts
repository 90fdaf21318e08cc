import type { FrameLocator, Page } from '@playwright/test';
import { E2E_COUNTRY_HEADER } from '@/playwright.config';
import { cardForm, payByCard, paymentState } from './support/payByCard';
import { expect, test } from './support/visitor';
import { definition, walkToPayment } from './support/walkFunnel';

/**
 * The visitor's currency (docs/decisions/0020) on palmistry, which sells in USD first, then EUR and GBP: a visitor
 * from a euro country sees and pays euros from the plan screen to the upsells; one whose country is not told, or not
 * known, the funnel's first currency.
 */
const { flow } = definition('palmistry');
const planStep = flow.steps.find((s) => s.kind === 'trialChoice');

/** The one-click form: the saved card, confirmed with its CVV. */
const oneClickForm = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Confirm payment"]');

/** Walks palmistry to its plan screen as a visitor from `country` (no country header when undefined). */
async function toPlans(page: Page, country: string | undefined) {
  if (country !== undefined) await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: country });
  await walkToPayment(page, 'palmistry', { until: (step) => step.id === planStep?.id });
}

/** Chooses the 7-day trial on the plan screen and goes on to the payment. */
async function chooseTrial(page: Page) {
  await page.locator('input[type=radio][value="trial-1-week"]').check();
  const made = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/v1\/orders$/.test(r.url()));
  await page.getByRole('button', { name: planStep?.content.cta?.en, exact: true }).click();
  return (await made).json() as Promise<{ orderId: string; amount: number; currency: string }>;
}

test('a visitor from a euro country sees and pays euros, on the plans, the payment and the upsell after it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await toPlans(page, 'DE');
  const trial = page.locator('label.plan', { has: page.locator('input[value="trial-1-week"]') });
  await expect(trial.locator('.plan-trial')).toHaveText('€1.00');
  // Shown per day beside the crossed-out full price (planDisplayPrice).
  await expect(trial.locator('.plan-price s')).toHaveText('€29.99');
  await expect(page.locator('.plans')).not.toContainText('$');

  const order = await chooseTrial(page);
  expect(order).toMatchObject({ amount: 100, currency: 'EUR' });
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
  await expect(cardForm(page).locator('#sg-amount')).toContainText('€1.00');
  await payByCard(page, '4067429974719265');
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 20_000 });

  const guide = page.locator('[data-upsell="palmistry_guide"]');
  await expect(guide.locator('.upsell-price')).toHaveText('€14.99');
  const resigned = page.waitForResponse((r) => /\/api\/v1\/orders\/resign$/.test(r.url()));
  await page.getByRole('button', { name: 'Add to my reading: Palmistry guide' }).click();
  const upsell = (await (await resigned).json()) as { orderId: string; amount: number; currency: string };
  expect(upsell).toMatchObject({ amount: 1499, currency: 'EUR' });
  await expect(oneClickForm(page).locator('#sg-amount')).toContainText('€14.99');
  await oneClickForm(page).getByLabel('CVV').fill('123');
  await oneClickForm(page).getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(guide.getByRole('status')).toHaveText('Added to your reading', { timeout: 20_000 });

  // The orders keep the currency they were charged in.
  for (const { orderId } of [order, upsell]) {
    const status = await (await page.request.get(`/api/v1/orders/${orderId}`)).json();
    expect(status).toMatchObject({ orderId, currency: 'EUR', active: true });
  }
});

for (const [who, country] of [
  ['whose country is not told', undefined],
  ['from a country we cannot tell', 'ZZ'],
  ['from a country whose currency the funnel does not sell', 'JP'],
] as const)
  test(`a visitor ${who} pays in the funnel's first currency`, async ({ page }) => {
    test.setTimeout(90_000);
    await toPlans(page, country);
    const trial = page.locator('label.plan', { has: page.locator('input[value="trial-1-week"]') });
    await expect(trial.locator('.plan-trial')).toHaveText('$1.00');
    const order = await chooseTrial(page);
    expect(order).toMatchObject({ amount: 100, currency: 'USD' });
    await expect(cardForm(page).locator('#sg-amount')).toContainText('$1.00', { timeout: 15_000 });
  });
