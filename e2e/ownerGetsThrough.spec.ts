import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { CONFIRMATION_MAILS_PER_EMAIL } from '@/runtime/gateway/leads/saveLead';
import {
  CANCEL_CODE_REQUESTS_PER_REQUESTER,
  CANCEL_MAILS_PER_EMAIL,
} from '@/runtime/gateway/subscriptions/requestCancelCode';
import { E2E_MAIL_SANDBOX_URL } from './support/e2ePorts';
import { payByCard, paymentState } from './support/payByCard';
import { expect, freshEmail, test } from './support/visitor';
import { definition, walkToPayment } from './support/walkFunnel';

/**
 * A stranger who knows a customer's email and has a few client addresses (docs/decisions/0037): whatever they ask
 * in the customer's name, the customer still orders and pays, still confirms their email, and still cancels; the
 * mail the stranger causes stays within its bounds.
 */

const CANCEL_SUBJECT = 'Your code to cancel your Stellara subscription';
const CONFIRM_SUBJECT = 'Confirm your email for Stellara';
/** What the old ceiling of orders per email was (0008): the stranger names the email in as many orders. */
const ORDERS_NAMED = 100;

type Mail = { text: string; subject: string; receivedAt: string };

/** The mail the sandbox received for the address, with one subject, oldest first. */
async function mailsTo(request: APIRequestContext, email: string, subject: string): Promise<Mail[]> {
  const { messages } = (await (await request.get(`${E2E_MAIL_SANDBOX_URL}/messages?to=${email}`)).json()) as {
    messages: Mail[];
  };
  return messages.filter((m) => m.subject === subject).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** A client address of this run alone, as the proxy in front would name it. */
function strangerAddress(): string {
  const hex = randomUUID().replaceAll('-', '');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}`;
}

test('a stranger naming a customer’s email from four addresses locks them out of nothing', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const email = freshEmail('owner');
  const { funnel } = definition('palmistry');
  const planId = funnel.products?.plans?.[0]?.id ?? 'no plan';
  const strangers = Array.from({ length: 4 }, strangerAddress);
  const post = (address: string, path: string, data: unknown) =>
    request.post(path, { headers: { 'x-forwarded-for': address }, data });

  // The stranger gives the email in funnels and names it in orders, from each address.
  const leads = strangers.flatMap((address) =>
    Array.from({ length: CONFIRMATION_MAILS_PER_EMAIL.limit }, () =>
      post(address, '/api/v1/leads', {
        visitId: randomUUID(),
        funnel: 'palmistry',
        funnelVersion: funnel.version,
        email,
      }),
    ),
  );
  expect((await Promise.all(leads)).map((r) => r.status())).toEqual(Array(leads.length).fill(201));
  const orders = await Promise.all(
    strangers.map(async (address) => {
      const statuses: number[] = [];
      for (let i = 0; i < ORDERS_NAMED / strangers.length; i++) {
        const response = await post(address, '/api/v1/orders', {
          idempotencyKey: randomUUID(),
          funnel: 'palmistry',
          funnelVersion: funnel.version,
          product: { kind: 'plan', planId },
          currency: 'USD',
          customer: { email },
        });
        statuses.push(response.status());
      }
      return statuses;
    }),
  );
  expect(orders.flat()).toEqual(Array(ORDERS_NAMED).fill(201));

  // The owner walks the funnel with their email, orders and pays.
  await walkToPayment(page, 'palmistry', { email });
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
  await payByCard(page, '4067429974719265');
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 20_000 });

  // The opt-in mails stopped at their bound; any of them confirms the owner's email.
  await expect
    .poll(async () => (await mailsTo(request, email, CONFIRM_SUBJECT)).length, { timeout: 15_000 })
    .toBe(CONFIRMATION_MAILS_PER_EMAIL.limit);
  const confirmations = await mailsTo(request, email, CONFIRM_SUBJECT);
  const confirmLink = /https?:\/\/\S+\/email\/confirmation\?t=[\w.-]+/.exec(confirmations.at(-1)?.text ?? '')?.[0];
  await page.goto(confirmLink ?? '/email/confirmation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your email is confirmed');

  // The stranger asks for cancel codes from each address, as often as each may.
  const lookups = strangers.flatMap((address) =>
    Array.from({ length: CANCEL_CODE_REQUESTS_PER_REQUESTER.limit }, () =>
      post(address, '/api/v1/subscriptions/cancel/lookup', { email }),
    ),
  );
  expect((await Promise.all(lookups)).map((r) => r.status())).toEqual(Array(lookups.length).fill(202));
  await expect
    .poll(async () => (await mailsTo(request, email, CANCEL_SUBJECT)).length, { timeout: 15_000 })
    .toBe(CANCEL_MAILS_PER_EMAIL.limit);

  // The owner asks too: answered as ever, with no mail more; the mail they hold cancels.
  await page.goto('/cancel-subscription');
  await page.waitForLoadState('networkidle');
  await page.getByRole('textbox').fill(email);
  await page.getByRole('button', { name: 'Find my subscription' }).click();
  await expect(page).toHaveURL(/\/cancel-subscription\/verify$/);
  await expect(page.getByText('The button in any of our cancel emails from the last day')).toBeVisible();
  const cancelMails = await mailsTo(request, email, CANCEL_SUBJECT);
  expect(cancelMails).toHaveLength(CANCEL_MAILS_PER_EMAIL.limit);
  const cancelLink = /https?:\/\/\S+\/email\/cancel\?t=[\w.-]+/.exec(cancelMails.at(-1)?.text ?? '')?.[0];
  await page.goto(cancelLink ?? '/email/cancel');
  await page.getByRole('button', { name: 'Cancel my subscription' }).click();
  await expect(page.getByRole('status')).toContainText('nothing more will be charged, and you keep full access until');

  // Nothing more reached the mailbox than the bounds allow.
  expect(await mailsTo(request, email, CONFIRM_SUBJECT)).toHaveLength(CONFIRMATION_MAILS_PER_EMAIL.limit);
  expect(await mailsTo(request, email, CANCEL_SUBJECT)).toHaveLength(CANCEL_MAILS_PER_EMAIL.limit);
});

test('a cancel link that is missing or not ours says so, cancels nothing, and leads to a new code', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.expect(/status of 403/);
  await page.goto('/email/cancel');
  const said = (text: string) => page.getByRole('alert').filter({ hasText: text });
  await expect(said('This page cancels a subscription from the link in our cancel email')).toBeVisible();
  await page.goto('/email/cancel?t=bm90LW91cnM.c2lnbmF0dXJl');
  await expect(said('This link is not valid, and nothing was changed')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new code' }).click();
  await expect(page).toHaveURL(/\/cancel-subscription$/);
});
