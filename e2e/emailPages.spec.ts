import type { FrameLocator, Page } from '@playwright/test';
import { EMBEDDED_EMAIL_LINK_SECRET } from '../runtime/platform/env.server';
import { signEmailLinkToken } from '../schemas/emailLinks/emailLinkToken';
import { E2E_MAIL_SANDBOX_URL } from './support/e2ePorts';
import { payByCard, paymentState } from './support/payByCard';
import { expect, freshEmail, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * The pages linked from email (docs/decisions/0021): a report page opened from a marketing email's signed link sells
 * its report on the page, by card or in one click with a saved card; a bad link is refused and said so; the double
 * opt-in mail arrives in the mail sandbox and its link confirms once.
 */
const PAGE = '/email/tarot-reading';
const DAY = 86_400_000;

/** A marketing email's link to the tarot page, as `funnel email-link` makes it with the app's (embedded) key. */
const linkFor = (email: string, { secret = EMBEDDED_EMAIL_LINK_SECRET, expiresIn = DAY } = {}) =>
  `${PAGE}?t=${signEmailLinkToken(secret, { purpose: 'page', email, subject: PAGE, expiresAt: new Date(Date.now() + expiresIn) })}`;

const oneClickForm = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Confirm payment"]');
const bought = (page: Page, email: string) =>
  expect(page.getByRole('status').filter({ hasText: `Thank you! Your report is on its way to ${email}.` })).toBeVisible(
    { timeout: 20_000 },
  );

test('a marketing email’s link buys the report on the page, by card when the email has no saved card', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // One click is tried first; the gateway answers 409 (7.01: no saved card) and the card form follows.
  consoleErrors.expect(/status of 409/);
  const email = freshEmail('report');
  await page.goto(linkFor(email));
  await expect(page.getByText(`Your report goes to ${email}.`)).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get my tarot reading' }).click();
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
  await payByCard(page, '4067429974719265');
  await bought(page, email);
});

test('a marketing email’s link buys the report in one click with the card saved on an earlier order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail('saved');
  await walkToPayment(page, 'palmistry', { email });
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
  await payByCard(page, '4067429974719265');
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 20_000 });

  await page.goto(linkFor(email));
  await page.getByRole('button', { name: 'Get my tarot reading' }).click();
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '2', { timeout: 15_000 });
  const oneClick = oneClickForm(page);
  await expect(oneClick.getByRole('form', { name: 'Confirm payment with the saved card' })).toBeVisible();
  await oneClick.getByLabel('CVV').fill('123');
  await oneClick.getByRole('button', { name: 'Pay', exact: true }).click();
  await bought(page, email);
});

test('a forged link is refused with a clear message, and the page asks for the email instead', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  consoleErrors.expect(/status of 403/);
  await page.goto(linkFor('victim@example.com', { secret: 'a-key-that-is-not-the-app-s-0123456789' }));
  await expect(page.getByRole('alert').filter({ hasText: 'This link is not valid' })).toBeVisible();
  await expect(page.getByText('victim@example.com')).toHaveCount(0);
  const email = freshEmail('typed');
  await page.getByRole('textbox', { name: 'Your email' }).fill(email);
  await page.getByRole('button', { name: 'Get my tarot reading' }).click();
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
  await payByCard(page, '4067429974719265');
  await bought(page, email);
});

test('an expired link is refused, saying it expired', async ({ page, consoleErrors }) => {
  consoleErrors.expect(/status of 410/);
  await page.goto(linkFor(freshEmail(), { expiresIn: -DAY }));
  await expect(page.getByRole('alert').filter({ hasText: 'This link from our email has expired' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your email' })).toBeVisible();
});

test('the double opt-in mail arrives after the email step, and its link confirms once', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The second use of the link is refused (409), which the browser logs.
  consoleErrors.expect(/status of 409/);
  await page.goto('/email/confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nothing to confirm');
  await expect(page.getByText('Your email is confirmed')).toHaveCount(0);

  const email = freshEmail('optin');
  await walkToPayment(page, 'palmistry', { email });
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get(`${E2E_MAIL_SANDBOX_URL}/messages?to=${email}`)).json()) as {
          messages: { text: string; subject: string }[];
        };
        const mail = messages.find((m) => m.subject === 'Confirm your email for Stellara');
        link = /https?:\/\/\S+\/email\/confirmation\?t=[\w.-]+/.exec(mail?.text ?? '')?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeDefined();
  // A developer sees it arrive on the mail sandbox's page.
  expect(await (await request.get(E2E_MAIL_SANDBOX_URL)).text()).toContain(`To ${email}`);

  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This confirmation link was already used');
  await expect(page.getByRole('status').filter({ hasText: 'nothing more to do' })).toBeVisible();
});
