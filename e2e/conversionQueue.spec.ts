import { randomUUID } from 'node:crypto';
import { CONVERSION_SWEEP_MS } from '@/runtime/gateway/conversions/startConversionSender';
import { type AdsSandbox, startAdsSandbox } from '@/sandbox/ads/startAdsSandbox';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { WEBHOOK_HEADERS } from '@/schemas/payments/providerProtocol';
import { type AppInstances, startAppInstances } from './support/appInstances';
import { E2E_INSTANCE_PORTS } from './support/e2ePorts';
import { postWebhook } from './support/providerLedger';
import { queryDatabase } from './support/queryDatabase';
import { expect, freshEmail, test } from './support/visitor';

/** palmistry's pixels (fixtures/funnels/palmistry/funnel.json): two Facebook ids and one TikTok id apply. */
const PIXELS_PER_SALE = 3;

/**
 * The server's sends to the ad networks are rows of the database: an instance killed while the networks are down
 * loses none, and the instance started again sends each once.
 */
test.describe('the conversions queue', () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, 'needs TEST_DATABASE_URL: the instance keeps its queue in a fresh PostgreSQL database');
  let app: AppInstances;
  let ads: AdsSandbox;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ads = await startAdsSandbox();
    app = await startAppInstances({
      adminUrl: adminUrl ?? '',
      ports: [...E2E_INSTANCE_PORTS.conversions],
      env: {
        FACEBOOK_CONVERSIONS_URL: ads.urls.facebook,
        FACEBOOK_CONVERSIONS_TOKEN: SANDBOX_ADS.tokens.facebook,
        TIKTOK_EVENTS_URL: ads.urls.tikTok,
        TIKTOK_EVENTS_TOKEN: SANDBOX_ADS.tokens.tikTok,
      },
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await ads?.close();
  });

  const url = () => app.urls[0] ?? '';
  const fault = (name: 'down' | 'none') =>
    fetch(`${ads.url}${SANDBOX_ADS.faultsPath}`, { method: 'POST', body: JSON.stringify({ fault: name }) });

  /** An upsell ordered as a browser orders it, and paid: the provider's signed report, as its webhook sends it. */
  async function paidSale(targeting: boolean): Promise<string> {
    const ordered = await fetch(`${url()}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (e2e)' },
      body: JSON.stringify({
        idempotencyKey: randomUUID(),
        funnel: 'palmistry',
        funnelVersion: 1,
        product: { kind: 'upsell', upsellId: 'palmistry_guide' },
        currency: 'USD',
        customer: { email: freshEmail('queue') },
        attribution: { fb_test_event_code: 'TEST4242' },
        targeting,
      }),
    });
    expect(ordered.status).toBe(201);
    const intent = (await ordered.json()) as { orderId: string; amount: number; currency: string };
    const body = JSON.stringify({
      order: {
        order_id: intent.orderId,
        status: 'approved',
        amount: intent.amount,
        currency: intent.currency,
        method: 'card',
        updated_at: new Date().toISOString(),
      },
    });
    const reported = await postWebhook(url(), body, {
      [WEBHOOK_HEADERS.eventId]: randomUUID(),
      [WEBHOOK_HEADERS.eventType]: 'order.updated',
    });
    expect(reported.status).toBe(200);
    return intent.orderId;
  }

  const sendsOf = (orderIds: string[]) =>
    queryDatabase<{ order_id: string; status: string; attempts: number }>(
      app.databaseUrl,
      'SELECT order_id, status, attempts FROM conversion_sends WHERE order_id = ANY($1)',
      [orderIds],
    );

  test('an instance killed while the networks are down loses no sale, and its successor sends each once', async () => {
    test.setTimeout(180_000);
    await fault('down');
    const consenting = [await paidSale(true), await paidSale(true), await paidSale(true)];
    const refusing = await paidSale(false);
    // Queued with the sale, and tried (the networks are down) before the instance dies.
    await expect
      .poll(async () => (await sendsOf(consenting)).filter((s) => s.attempts > 0).length, { timeout: 20_000 })
      .toBe(consenting.length * PIXELS_PER_SALE);
    expect(await sendsOf([refusing])).toEqual([]);
    await app.kill(0);
    await fault('none');
    expect(ads.received()).toEqual([]);

    await app.restart(0);
    await expect.poll(() => ads.received().length, { timeout: 90_000 }).toBe(consenting.length * PIXELS_PER_SALE);
    // A few sweeps more: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 3 * CONVERSION_SWEEP_MS));
    const received = ads.received();
    expect(received).toHaveLength(consenting.length * PIXELS_PER_SALE);
    const sent = received.map((r) => `${r.network}:${r.pixelId}:${r.event.event_id}`);
    expect(new Set(sent).size).toBe(sent.length);
    for (const orderId of consenting) {
      const eventId = orderId.replace(/^ord_/, '');
      expect(
        received
          .filter((r) => r.event.event_id === eventId)
          .map((r) => r.network)
          .sort(),
      ).toEqual(['facebook', 'facebook', 'tikTok']);
    }
    // Facebook's test tool code came with the visit's tags; TikTok's did not.
    expect(new Set(received.map((r) => `${r.network}:${r.testEventCode}`))).toEqual(
      new Set(['facebook:TEST4242', 'tikTok:null']),
    );
    expect((await sendsOf(consenting)).every((s) => s.status === 'sent' && s.attempts >= 2)).toBe(true);
  });
});
