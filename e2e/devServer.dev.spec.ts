import { randomUUID } from 'node:crypto';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import type { FullFunnelReport } from '@/runtime/report/readFunnelReportOf';
import { STEP_KINDS } from '@/schemas/stepKinds';
import { type DevServer, errorsIn, startDevServer } from './support/devServer';
import { payByCard, paymentState } from './support/payByCard';
import { asPerson } from './support/thirdPartyStubs';
import { expect, test } from './support/visitor';
import { definition, walkToPayment } from './support/walkFunnel';

/**
 * `npm run dev` as a developer meets it (issue: the dev server's console error, its error at start, its false report):
 * a first start of `next dev` beside the sandboxes, on ports of its own. A person opens palmistry, accepts the consent
 * banner, walks to the payment step and pays with the payment sandbox's test card, and the page prints no error on the
 * way (the visitor fixture fails the test on any console error or uncaught exception); the server logs no error from
 * its start to the end; and the funnel's report, as `funnel report` asks the running app for it, counts the visit at
 * each step it walked, as a built server does (e2e/report.spec.ts).
 */
test.describe.configure({ mode: 'serial' });

const PALMISTRY = definition('palmistry');
const CARD = '4067429974719265';
/** A developer server opens the reports to any tester token (TESTER_TOKENS unset, as `npm run dev` runs). */
const TESTER_TOKEN = randomUUID();
/** The step after the payment, where the visitor is when they leave. */
const AFTER_PAYMENT = 'upsells';

let server: DevServer;

test.beforeAll(async () => {
  test.setTimeout(420_000);
  server = await startDevServer('/palmistry');
  // The start publishes every fixture and refreshes their pages, telling the open tabs (which reload, in development):
  // the visitor arrives once that is done, as a developer opening the tab after the start does.
  await expect
    .poll(() => server.output.some((line) => /POST \/api\/v1\/builder\/revalidate 200\b/.test(line)), {
      timeout: 180_000,
    })
    .toBe(true);
  await new Promise((r) => setTimeout(r, 3000));
});
test.afterAll(async () => {
  await server?.stop();
});
// What the server printed, beside the test's trace: its logs are what a failure here is read in.
test.afterEach(async ({ browserName: _ }, testInfo) => {
  await testInfo.attach('development server output', {
    body: server?.output.join('\n') ?? '',
    contentType: 'text/plain',
  });
});

/** Today's report of a funnel (the server's report time zone, UTC, unset), as `funnel report --format json` reads it. */
async function reportOf(slug: string): Promise<FullFunnelReport> {
  const today = new Date().toISOString().slice(0, 10);
  const response = await fetch(`${server.url}/report/${slug}/json?from=${today}&to=${today}`, {
    headers: { cookie: `${TESTER_TOKEN_COOKIE}=${TESTER_TOKEN}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as FullFunnelReport;
}

test('a visit walked to payment on the dev server: no console error, no server error, each step in the report', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await asPerson(page);
  await page.goto('/palmistry');
  await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', PALMISTRY.flow.firstStep);
  // The banner opens at the visitor's first act on the page, once the consent library has loaded.
  await page.waitForFunction(() => '_ccRun' in window, undefined, { timeout: 120_000 });
  await page.keyboard.press('Tab');
  const banner = page.getByRole('dialog', { name: 'Your privacy, your choice' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();

  // Each step the visitor went past, and whether they skipped it (an optional photo) or answered it.
  const walked: { id: string; skipped: boolean }[] = [];
  await walkToPayment(page, 'palmistry', {
    opened: true,
    beforeStep: async (step) => {
      walked.push({ id: step.id, skipped: Boolean('scans' in STEP_KINDS[step.kind] && step.answer?.optional) });
    },
  });
  const payment = (await page.locator('section[data-step]').getAttribute('data-step')) ?? '';
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1');
  await payByCard(page, CARD);
  await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', AFTER_PAYMENT);
  walked.push({ id: payment, skipped: false });
  expect(walked.length).toBeGreaterThanOrEqual(5);
  // The page is left: what it still held goes as it goes.
  await page.waitForTimeout(2500);
  await page.goto('about:blank');

  // One followed visit, counted at every step it was shown, answered or skipped there, and leaving after the payment.
  const expected = PALMISTRY.flow.steps.map(({ id }) => {
    const step = walked.find((w) => w.id === id);
    if (id === AFTER_PAYMENT) return [id, 1, 0, 0, 1];
    return step === undefined ? [id, 0, 0, 0, 0] : [id, 1, step.skipped ? 0 : 1, step.skipped ? 1 : 0, 0];
  });
  await expect
    .poll(
      async () =>
        (await reportOf('palmistry')).followed.steps.map((s) => [s.id, s.visitors, s.answered, s.skipped, s.left]),
      {
        timeout: 30_000,
      },
    )
    .toEqual(expected);
  const report = await reportOf('palmistry');
  expect(report.followed.visits).toBe(1);
  expect(report.followed.emailCapture.count).toBe(1);

  // Nothing logged as an error from the first start to here (the page's own refresh at start waited for its build).
  expect(errorsIn(server.output), 'errors the development server logged').toEqual([]);
});
