import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { DELIVERY_ATTEMPTS } from '@/sandbox/builder/createEventDelivery';
import { PAYMENT_FAULTS_PATH, type PaymentFault } from '@/sandbox/payments/parsePaymentFault';
import type { Step } from '@/schemas/stepSchema';
import { type AppInstances, startAppInstances } from './support/appInstances';
import { E2E_INSTANCE_PORTS, E2E_PAYMENT_SANDBOX_URL, e2ePaymentLane } from './support/e2ePorts';
import { payByCard, paymentState } from './support/payByCard';
import { chargesOf, ordersOf, relayOrderWebhooks, subscriptionsOf } from './support/providerLedger';
import { expect, freshEmail, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/**
 * Faults of the server side with built instances and a real browser: PostgreSQL restarted under two instances that
 * follow changes, an instance killed in the middle of an order, the builder down. Two instances share a fresh
 * PostgreSQL database (TEST_DATABASE_URL) through a proxy the tests cut (testing/tcpCut.ts); the builder sandbox
 * pushes its events to the first instance only.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
/** Apart from the other specs' instances (publishing: +10, +11; draft preview: +20). */
const PORTS = [...E2E_INSTANCE_PORTS.instancesOutage];
/** The instances' lane of the shared payment sandbox: the fault armed here holds their calls alone. */
const LANE = 'instances-outage';
/** How long PostgreSQL stays down: a restart, longer than the builder's redeliveries of an event (about 3 s). */
const OUTAGE_MS = 12_000;
/** How soon after PostgreSQL is back every instance must serve what was published meanwhile. */
const CATCH_UP_MS = 30_000;
/** How long the provider holds the order's first call, so that the instance is killed while the order is in flight. */
const HELD_ORDER_MS = 15_000;
const CARD = '4067429974719265';

test.describe.configure({ mode: 'serial' });
test.skip(!adminUrl, 'needs TEST_DATABASE_URL: two instances share one PostgreSQL database, which the tests cut');

let instances: AppInstances;
let relay: { stop: () => Promise<void> };
test.beforeAll(async () => {
  test.setTimeout(180_000);
  instances = await startAppInstances({
    adminUrl: adminUrl ?? '',
    ports: PORTS,
    cutDatabase: true,
    env: e2ePaymentLane(LANE),
  });
  relay = relayOrderWebhooks(instances.urls[0] ?? '', instances.databaseUrl ?? '');
});
test.afterAll(async () => {
  instances?.restoreDatabase();
  await relay?.stop();
  await instances?.stop();
});

function fixture(slug: string, kind: 'funnel' | 'flow') {
  return JSON.parse(readFileSync(`fixtures/funnels/${slug}/${kind}.json`, 'utf8'));
}

/** A flow document whose first step has another English title. */
function retitled(slug: string, title: string) {
  const flow = fixture(slug, 'flow');
  for (const step of flow.steps) if (step.id === flow.firstStep) step.content.title.en = title;
  return flow;
}

const firstTitle = (slug: string): string => {
  const flow = fixture(slug, 'flow');
  return flow.steps.find((step: { id: string }) => step.id === flow.firstStep).content.title.en;
};

/** A time the test measured, in its report (for docs/RELIABILITY.md). */
const note = (type: string, ms: number) => test.info().annotations.push({ type, description: `${ms}` });

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Waits until an instance serves a page containing `text`, asking as no visitor would (a page would start a visit). */
async function servedSoon(request: APIRequestContext, url: string, text: string, timeout = 10_000): Promise<void> {
  await expect.poll(async () => (await (await request.get(url)).text()).includes(text), { timeout }).toBe(true);
}

/** A new visitor's first page of a funnel, in a browser page of their own: its heading. */
async function newVisitorSees(browser: Browser, url: string, title: string): Promise<void> {
  const newcomer = await browser.newPage();
  const response = await newcomer.goto(url);
  expect(response?.status()).toBe(200);
  await expect(heading(newcomer)).toHaveText(title);
  await newcomer.close();
}

test('PostgreSQL restarted under two instances: both reconnect, catch up on the version published meanwhile, and serve it', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The page reloaded during the outage asks for its measurement pass, and the gateway, without its database, answers
  // 503 (the page asks again when it has counts to send): the browser prints the failed load.
  consoleErrors.expect(/status of 503/);
  const [first, second] = instances.urls;
  const slug = 'starseed';
  await page.goto(`${first}/${slug}`);
  const before = firstTitle(slug);
  await expect(heading(page)).toHaveText(before);

  instances.cutDatabase();
  const cutAt = Date.now();
  const title = 'Published while PostgreSQL was down';
  const delivered = instances.builder.deliveries().length;
  await instances.publish('flow', slug, retitled(slug, title));
  // While PostgreSQL is down, the visitor who had started reloads their page, and a new visitor arrives on the other
  // instance: both are served, from the pages each instance keeps.
  const reload = await page.reload();
  expect(reload?.status()).toBe(200);
  await expect(heading(page)).toHaveText(before);
  await newVisitorSees(browser, `${second}/palmistry`, firstTitle('palmistry'));

  // The first instance cannot store the event and refuses it as unavailable (503); the builder tries again, then
  // gives up while PostgreSQL is still down.
  await expect.poll(() => instances.builder.deliveries().length, { timeout: OUTAGE_MS }).toBeGreaterThan(delivered);
  expect(instances.builder.deliveries().at(-1)).toMatchObject({ ok: false, attempts: DELIVERY_ATTEMPTS, status: 503 });
  // Given up while PostgreSQL is down (its last answer 503): the database comes back only below, however long the
  // reloads above took on a slow machine (the outage is then longer than OUTAGE_MS, not shorter).
  note('event given up after (ms since the cut)', Date.now() - cutAt);

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, cutAt + OUTAGE_MS - Date.now())));
  instances.restoreDatabase();
  const restoredAt = Date.now();
  for (const url of [first, second]) await servedSoon(request, `${url}/${slug}`, title, CATCH_UP_MS);
  note('both caught up after (ms since the restore)', Date.now() - restoredAt);
  for (const url of [second, first]) await newVisitorSees(browser, `${url}/${slug}`, title);
  // The visitor who had started stays on their version.
  await page.reload();
  await expect(heading(page)).toHaveText(before);
});

const isOrderCreation = (request: Request) => request.method() === 'POST' && /\/api\/v1\/orders$/.test(request.url());

test('an instance killed while an order is in flight: the browser asks again, the other instance answers, one order and one charge', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  consoleErrors.expect(/net::ERR_/);
  const [first = '', second = ''] = instances.urls;
  const email = freshEmail();
  const keys: string[] = [];
  const answeredBy: string[] = [];
  let firstKilled = false;
  // The balancer in front: order requests go to the first instance, to the second once the first is gone.
  await page.route(`${first}/api/v1/orders`, async (route) => {
    if (!isOrderCreation(route.request())) return route.fallback();
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    if (!firstKilled) {
      answeredBy.push(first);
      return route.fallback();
    }
    answeredBy.push(second);
    return route.fulfill({ response: await route.fetch({ url: `${second}/api/v1/orders` }) });
  });
  // The provider holds the order's first call (the subscription's product), made after the order is kept.
  const hold = async (step: Step) => {
    if (step.id !== 'trial-choice') return;
    const held: PaymentFault = {
      mode: 'slow',
      delayMs: HELD_ORDER_MS,
      operations: ['products'],
      count: 1,
      lane: LANE,
    };
    expect((await request.post(`${E2E_PAYMENT_SANDBOX_URL}${PAYMENT_FAULTS_PATH}`, { data: held })).ok()).toBe(true);
  };
  await page.goto(`${first}/palmistry`);
  const databaseUrl = instances.databaseUrl ?? '';
  const walked = walkToPayment(page, 'palmistry', { opened: true, email, beforeStep: hold });
  // The order is kept and its request still waits on the provider: the first instance is killed now.
  await expect.poll(async () => (await ordersOf(databaseUrl, email)).length, { timeout: 60_000 }).toBe(1);
  expect(answeredBy).toEqual([first]);
  firstKilled = true;
  await instances.kill(0);
  const killedAt = Date.now();
  await walked;
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 30_000 });
  note('payment form ready after (ms since the kill)', Date.now() - killedAt);
  // Asked again with the same key, answered by the second instance, well before the held call would have ended.
  expect(new Set(keys).size).toBe(1);
  expect(answeredBy).toEqual([first, second]);
  expect(await ordersOf(databaseUrl, email)).toHaveLength(1);

  // The first instance back (the visitor's page is on it), the visitor pays: one order, one charge.
  await instances.restart(0);
  await payByCard(page, CARD);
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 30_000 });
  const orders = (await ordersOf(databaseUrl, email)).filter((o) => o.productKind === 'plan');
  expect(orders).toHaveLength(1);
  expect(orders[0]?.transactionStatus).toBe('approved');
  expect(await chargesOf(orders[0]?.id ?? '')).toBe(1);
  expect(await subscriptionsOf(email)).toBe(1);
});

for (const mode of ['down', 'error', 'slow', 'garbage'] as const)
  test(`the builder ${mode === 'error' ? 'failing (500)' : mode === 'garbage' ? 'answering garbage' : mode}: pages keep serving, a visitor reaches the paywall, and a publish goes live once it is back`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const [first, second] = instances.urls;
    const slug = 'natal-chart';
    await page.goto(`${first}/${slug}`);
    const served = (await heading(page).textContent()) ?? '';
    instances.builder.setFault({ mode });
    // Every instance keeps serving its stored version to new visitors, and a visitor walks to the paywall.
    for (const url of [first, second]) await newVisitorSees(browser, `${url}/${slug}`, served);
    await page.goto(`${second}/palmistry`);
    await walkToPayment(page, 'palmistry', { opened: true });
    await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 20_000 });

    // A publish meanwhile: the first instance cannot read what the event names; the builder tries again, then gives up.
    const delivered = instances.builder.deliveries().length;
    await instances.publish('flow', slug, retitled(slug, `Published while the builder was ${mode}`));
    await expect.poll(() => instances.builder.deliveries().length, { timeout: 60_000 }).toBeGreaterThan(delivered);
    expect(instances.builder.deliveries().at(-1)).toMatchObject({ ok: false });

    // The builder back, the marketer publishes again at once.
    instances.builder.setFault({ mode: 'ok' });
    const backAt = Date.now();
    const title = `Published once the builder was back from ${mode}`;
    await instances.publish('flow', slug, retitled(slug, title));
    for (const url of [first, second]) await servedSoon(request, `${url}/${slug}`, title, CATCH_UP_MS);
    note('live on both after (ms since the builder was back)', Date.now() - backAt);
    for (const url of [second, first]) await newVisitorSees(browser, `${url}/${slug}`, title);
  });
