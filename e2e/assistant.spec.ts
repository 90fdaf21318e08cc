import type { Page } from '@playwright/test';
import { E2E_PRODUCT_APP_URL } from '@/playwright.config';
import { ASSISTANT_WORDS } from '@/runtime/steps/talkWithExpert/assistantWords';
import { sandboxAnswer } from '@/sandbox/services/startServicesSandbox';
import { breakService, serviceCalls } from './support/servicesSandbox';
import { expect, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * The assistant service (docs/services.md) on the talk-with-an-expert step, through the e2e services sandbox: the
 * service failing, the visitor is told plainly and the failure is logged; working, the visitor's question reaches it
 * once and its answer shows, labelled as the sandbox's; and the step's button still leads on.
 */

const CARD = '4067429974719265';
const QUESTION = 'Will my work change this year?';

/** Walks human design, paid and offers declined, to its talk-with-an-expert step, and types the question. */
async function toQuestion(page: Page): Promise<void> {
  await walkToPayment(page, 'human-design', { pay: CARD, until: (step) => step.kind === 'talkWithExpert' });
  await expect(page.getByRole('heading', { name: ASSISTANT_WORDS.askTitle.en })).toBeVisible();
  await expect(page.getByText(ASSISTANT_WORDS.questionSent.en)).toBeVisible();
  await page.getByLabel(ASSISTANT_WORDS.question.en).fill(QUESTION);
}

/** The step's own button still leads to where the step says (the product app's chat). */
async function expectGoesOn(page: Page): Promise<void> {
  await page.route(`${E2E_PRODUCT_APP_URL}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>App</title><h1>App</h1>' }),
  );
  await page.getByRole('link', { name: 'Start my conversation' }).click();
  await expect(page).toHaveURL(new RegExp(`^${E2E_PRODUCT_APP_URL}/chat`));
}

test('the assistant down, the visitor is told it cannot answer now (logged); asked again, its answer shows; the step leads on', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  consoleErrors.expect(/status of 500/);
  await toQuestion(page);
  const ask = page.getByRole('button', { name: ASSISTANT_WORDS.ask.en, exact: true });
  const answer = page.locator('.assistant-answer');

  await breakService('assistant', 'down');
  const log = page.waitForRequest(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/logs' && (r.postData() ?? '').includes('assistant service failed: status'),
    { timeout: 60_000 },
  );
  await ask.click();
  await expect(page.getByText(ASSISTANT_WORDS.noAnswer.en)).toBeVisible({ timeout: 20_000 });
  await expect(answer).toHaveCount(0);
  await log;

  // The service back: the same question, sent once, answered, the answer labelled as the stand-in's.
  const before = await serviceCalls('assistant');
  await ask.click();
  await expect(answer.getByRole('heading', { name: ASSISTANT_WORDS.answer.en })).toBeVisible({ timeout: 20_000 });
  await expect(answer.getByText(ASSISTANT_WORDS.sandboxAnswer.en)).toBeVisible();
  await expect(answer.getByText(sandboxAnswer(QUESTION).answer)).toBeVisible();
  await expect(page.getByText(ASSISTANT_WORDS.noAnswer.en)).toHaveCount(0);
  expect((await serviceCalls('assistant')) - before).toBe(1);
  await expectGoesOn(page);
});
