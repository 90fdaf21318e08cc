import type { FrameLocator, Page } from '@playwright/test';

/** The provider's card form (the sandbox's frame). */
export const cardForm = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Payment form"]');

/** The payment form's state code (docs/states.md#payment-form), on the checkout's element. */
export const paymentState = (page: Page) => page.locator('[data-payment-state]');

/** Pays in the card form, as a visitor types it: a card of the sandbox's table, any future expiry, any CVV. */
export async function payByCard(page: Page, card: string, holder = 'Ada Lovelace'): Promise<void> {
  const form = cardForm(page);
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry date').fill('12/34');
  await form.getByLabel('CVV').fill('123');
  await form.getByLabel('Cardholder name').fill(holder);
  await form.getByRole('button', { name: 'Pay', exact: true }).click();
}
