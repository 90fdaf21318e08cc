import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import pg from 'pg';
import { E2E_COUNTRY_HEADER } from '@/playwright.config';
import { CONVERSION_SWEEP_MS } from '@/runtime/gateway/conversions/startConversionSender';
import type { FunnelEvent } from '@/runtime/tracking/trackingHub';
import { conversionsSent } from './support/adsSandbox';
import { type AppInstances, startAppInstances } from './support/appInstances';
import { E2E_INSTANCE_PORTS } from './support/e2ePorts';
import { payByCard, paymentState } from './support/payByCard';
import { asPerson, pixelCalls } from './support/thirdPartyStubs';
import { expect, freshEmail, test } from './support/visitor';
import { walkToPayment } from './support/walkFunnel';

/** The funnel's tracking as a tester sees it in the event inspector, and what reaches the database. */
const TESTER = 'F47AC10B-58CC-4372-A567-0E02B2C3D479';

async function asTester(page: Page, url: string) {
  await page.context().addCookies([{ name: 'tester_token', value: TESTER, url: new URL(url).origin }]);
}

/**
 * The inspector's rows of one channel, as the tester reads them (the summary line and the payload): the panel is
 * opened, read and closed again, so it covers nothing the visitor goes on to press.
 */
async function inspected(page: Page, channel: string): Promise<{ summary: string; payload: string }[]> {
  const toggle = page.getByRole('button', { name: /^Tracking · \d+$/ });
  await toggle.click();
  const rows = page.locator(`section[aria-label="Event inspector"] li[data-channel="${channel}"]`);
  const read = await rows.evaluateAll((lis) =>
    lis.map((li) => ({
      summary: li.querySelector('summary')?.textContent ?? '',
      payload: li.querySelector('pre')?.textContent ?? '',
    })),
  );
  await toggle.click();
  return read;
}

/** palmistry's pixels (fixtures/funnels/palmistry/funnel.json): both Facebook ids apply to its condition. */
const FACEBOOK_IDS = ['310000000000001', '310000000000002'];
const TIKTOK_ID = 'CPALM0000000000001';

const eventsOf = async (page: Page) =>
  (await inspected(page, 'event')).map((row) => JSON.parse(row.payload) as FunnelEvent);

test('visitors never load the inspector; a tester sees each step event once, as it happens', async ({
  page: visitor,
  context,
}) => {
  await visitor.goto('/palmistry');
  await visitor.getByRole('button', { name: 'Begin my reading' }).click();
  await expect(visitor).toHaveURL(/\/palmistry\/gender$/);
  await expect(visitor.locator('section[aria-label="Event inspector"]')).toHaveCount(0);

  // A tester's visit (a tab of its own: a visit is a tab's session).
  const page = await context.newPage();
  await asTester(page, visitor.url());
  await page.goto('/palmistry');
  await expect
    .poll(async () => (await eventsOf(page)).map((e) => `${e.stepId}:${e.marketingEvent}`))
    .toEqual(['prelanding:PageView']);
  await page.getByRole('button', { name: 'Begin my reading' }).click();
  await page.getByRole('button', { name: 'Female', exact: true }).click();
  await expect(page).toHaveURL(/\/palmistry\/questions\/relationship$/);
  await expect
    .poll(async () => (await eventsOf(page)).map((e) => `${e.stepId}:${e.kind}`))
    .toEqual(['gender:clickEvent', 'prelanding:baseEvent']);
  const [click] = await eventsOf(page);
  expect(click).toMatchObject({ funnel: 'palmistry', moment: 'answered' });
  expect(click?.id).toMatch(/^[0-9a-f-]{36}$/);

  // A reload repeats none of them.
  await page.reload();
  await expect(page.getByRole('button', { name: /^Tracking · \d+$/ })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await eventsOf(page)).toEqual([]);
});

test('every sale sends one Purchase: a plan paid by card and an upsell bought in one click, with what was charged', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A person where consent is opt-out: the pixels load (stubbed) and get the marketing events.
  await asPerson(page);
  await asTester(page, 'http://127.0.0.1/');
  const email = freshEmail('purchase');
  await walkToPayment(page, 'palmistry', { email });
  const leads = await inspected(page, 'lead');
  expect(leads.map((l) => l.summary)).toContain('leadgatewaylead');
  expect(JSON.parse(leads.find((l) => l.summary === 'leadgatewaylead')?.payload ?? '{}')).toMatchObject({
    funnel: 'palmistry',
    email,
  });
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
  await payByCard(page, '4067429974719265');
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 20_000 });
  await expect
    .poll(async () => (await eventsOf(page)).filter((e) => e.marketingEvent === 'Purchase'))
    .toMatchObject([{ stepId: 'trial-payment', moment: 'paid', value: 1, currency: 'USD' }]);
  // The upsell step declares no Purchase: its sale sends one all the same, once the gateway confirms it.
  await page.getByRole('button', { name: 'Add to my reading: Palmistry guide' }).click();
  const oneClick = page.frameLocator('iframe[title^="Confirm payment"]');
  await oneClick.getByLabel('CVV').fill('123');
  await oneClick.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.locator('[data-upsell="palmistry_guide"]').getByRole('status')).toHaveText(
    'Added to your reading',
    { timeout: 20_000 },
  );
  await expect.poll(async () => (await eventsOf(page)).filter((e) => e.marketingEvent === 'Purchase').length).toBe(2);
  // The inspector lists the newest first.
  const purchases = (await eventsOf(page)).filter((e) => e.marketingEvent === 'Purchase').reverse();
  expect(purchases.map((p) => [p.stepId, p.value, p.currency, p.products, p.paymentMethod])).toEqual([
    ['trial-payment', 1, 'USD', ['trial-1-week'], 'card'],
    // The saved card charged again: paid as the order that saved it was.
    ['upsells', 14.99, 'USD', ['palmistry_guide'], 'card'],
  ]);
  // Each sale's event id is its order's, so a copy the server sends is counted once.
  for (const purchase of purchases) expect(`ord_${purchase.id}`).toBe(purchase.orderId);
  // Each Facebook id of the funnel gets each, with the event's id to deduplicate a server-side copy against.
  const facebook = (await pixelCalls(page)).facebook.filter((c) => c[0] === 'trackSingle' && c[2] === 'Purchase');
  expect(facebook).toEqual(
    purchases.flatMap((purchase) =>
      FACEBOOK_IDS.map((id) => [
        'trackSingle',
        id,
        'Purchase',
        { value: purchase.value, currency: 'USD', content_ids: purchase.products, content_type: 'product' },
        { eventID: purchase.id },
      ]),
    ),
  );
  // The server tells each network of each sale too, with the browser's event id (so each is counted once), the
  // value as charged, what was bought, the hashed email and the browser it was bought in.
  const emailHash = createHash('sha256').update(email).digest('hex');
  for (const purchase of purchases) {
    await expect
      .poll(async () => (await conversionsSent(purchase.id)).length, { timeout: 20_000 })
      .toBe(FACEBOOK_IDS.length + 1);
    const sent = await conversionsSent(purchase.id);
    expect(sent.map((s) => [s.network, s.pixelId]).sort()).toEqual(
      [...FACEBOOK_IDS.map((id) => ['facebook', id]), ['tikTok', TIKTOK_ID]].sort(),
    );
    for (const { event } of sent.filter((s) => s.network === 'facebook'))
      expect(event).toMatchObject({
        event_name: 'Purchase',
        event_id: purchase.id,
        action_source: 'website',
        // The page it was bought on, its address without a query.
        event_source_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/palmistry\/[^?]+$/),
        user_data: { em: [emailHash], client_user_agent: expect.stringContaining('Mozilla') },
        custom_data: {
          value: purchase.value,
          currency: 'USD',
          content_ids: purchase.products,
          order_id: purchase.orderId,
          payment_method: 'card',
        },
      });
    expect(sent.find((s) => s.network === 'tikTok')?.event).toMatchObject({
      event: 'CompletePayment',
      event_id: purchase.id,
      user: { email: emailHash },
      properties: { value: purchase.value, currency: 'USD', contents: [{ content_id: purchase.products?.[0] }] },
    });
  }
  // The tester sees them too, beside the pixel calls: each network's send of each sale, once it is sent.
  await expect
    .poll(async () => (await inspected(page, 'server')).filter((r) => r.summary.endsWith('Purchase sent')).length, {
      timeout: 20_000,
    })
    .toBe(purchases.length * (FACEBOOK_IDS.length + 1));
  // The inspector lists all of it: the consent the pixels waited for, each pixel call with consent given, and the
  // requests the network saw to the ad networks.
  expect((await inspected(page, 'consent')).length).toBeGreaterThan(0);
  const pixels = (await inspected(page, 'pixel')).map((r) => r.summary);
  expect(pixels).toContain('pixelfacebookPurchaseconsent given');
  expect(pixels).toContain('pixeltikTokCompletePaymentconsent given');
  // The email given was a Lead, once.
  expect(pixels.filter((p) => p === 'pixelfacebookLeadconsent given')).toHaveLength(2);
  expect(pixels).toContain('pixeltikTokSubmitFormconsent given');
  // What the network saw (resource timing), besides the calls the services record themselves.
  const network = (await inspected(page, 'network')).map((r) => r.payload);
  expect(network.some((payload) => payload.includes('"url": "https://connect.facebook.net/en_US/fbevents.js"'))).toBe(
    true,
  );
});

test('a visitor who refuses targeting is told of to no network, by the browser or by the server', async ({ page }) => {
  test.setTimeout(120_000);
  // A person in Germany (opt-in), who keeps only what is necessary.
  await page.setExtraHTTPHeaders({ [E2E_COUNTRY_HEADER]: 'DE' });
  await asPerson(page);
  await asTester(page, 'http://127.0.0.1/');
  await page.goto('/palmistry');
  await page.waitForFunction(() => '_ccRun' in window); // the consent manager has started
  await page.waitForTimeout(200);
  await page.keyboard.press('Tab'); // the banner opens after the visitor's first act
  const banner = page.getByRole('dialog', { name: 'Your privacy, your choice' });
  await banner.getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner).toBeHidden();
  await walkToPayment(page, 'palmistry', { opened: true });
  await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
  await payByCard(page, '4067429974719265');
  await expect(page).toHaveURL(/\/palmistry\/upsells$/, { timeout: 20_000 });
  await expect.poll(async () => (await eventsOf(page)).filter((e) => e.marketingEvent === 'Purchase').length).toBe(1);
  const [purchase] = (await eventsOf(page)).filter((e) => e.marketingEvent === 'Purchase');
  // No pixel loaded, and the server queued nothing: a few of its sweeps later, no network has heard of the sale.
  expect(await pixelCalls(page)).toMatchObject({ facebook: [], tikTok: [] });
  await page.waitForTimeout(3 * CONVERSION_SWEEP_MS);
  expect(await conversionsSent(purchase?.id ?? '')).toEqual([]);
  expect((await inspected(page, 'server')).map((r) => r.summary)).toEqual(['serverPurchase not sent by the server']);
});

test.describe('leads in the database', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL: the instance stores its leads in a fresh PostgreSQL database');
  let app: AppInstances;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startAppInstances({ adminUrl: adminUrl ?? '', ports: [...E2E_INSTANCE_PORTS.tracking] });
  });
  test.afterAll(async () => {
    await app?.stop();
  });

  test('the email of a free funnel reaches the database at once, with its consent answer, one lead per visit', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const [url] = app.urls;
    const email = freshEmail('free');
    await page.goto(`${url}/hypno-healing?utm_source=tiktok&utm_campaign=spring`);
    await walkToPayment(page, 'hypno-healing', { email, opened: true, until: (step) => step.kind === 'email' });
    await page.getByRole('textbox').fill(email);
    // The consent question comes a while after the step opens; the visitor agrees, then goes on.
    await page.getByRole('checkbox').check({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Send my plan' }).click();
    const db = new pg.Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      await expect
        .poll(
          async () =>
            (await db.query('select email, consent, funnel_slug, attribution from leads where email = $1', [email]))
              .rows,
        )
        .toEqual([
          {
            email,
            consent: true,
            funnel_slug: 'hypno-healing',
            attribution: { utm_source: 'tiktok', utm_campaign: 'spring' },
          },
        ]);
    } finally {
      await db.end();
    }
  });
});
