import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { isPaidOrder } from '@/runtime/gateway/orders/isPaidOrder';
import type { OrderBrowser } from '@/runtime/gateway/orders/orderBrowser';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { startOneClickOrder } from '@/runtime/gateway/orders/startOneClickOrder';
import { conversionSends, definitionVersions, orders } from '@/runtime/platform/db/schema';
import type { AttributionTags } from '@/schemas/attribution/attributionTags';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import type { Funnel } from '@/schemas/funnelSchema';
import { purchaseEventId } from '@/schemas/payments/purchaseEventId';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import type { AdNetworkSettings } from './adNetworkSettings';
import { enqueueConversions } from './enqueueConversions';
import { facebookConversion } from './facebookConversion';
import type { ServerSale } from './serverSale';
import { tikTokConversion } from './tikTokConversion';

const reported = vi.hoisted(() => [] as { error: unknown; context: unknown }[]);
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({
  reportServerError: (error: unknown, context: unknown) => reported.push({ error, context }),
}));

const BOTH: AdNetworkSettings = {
  facebook: { url: 'https://graph.test/v25.0', token: 't-fb' },
  tikTok: { url: 'https://tiktok.test/track/', token: 't-tt' },
};
const PIXELS: Funnel['pixels'] = {
  facebook: [{ id: '111' }, { id: '222', condition: 'b' }],
  tikTok: [{ id: 'TT1' }],
};
/** A browser whose consent allowed targeting, as orderBrowserOf reads it from the order request. */
const CONSENTING: OrderBrowser = {
  targetingConsent: true,
  clientAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Test)',
  pageUrl: 'https://stellara.test/pixel-reading/payment',
};
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabases())('the sends of a paid sale queued for the ad networks on $name', ({ open }) => {
  let gateway: TestGateway;
  /** The funnel with pixels; the test gateway's own has none. */
  let pixelFunnel: Funnel;
  /** The same, split by an experiment whose variant `b` is the condition of Facebook's pixel 222. */
  let splitFunnel: Funnel;
  let second = 0;
  /** Each report a second after the last, so that none is stale (and before the gateway's clock: the event's time). */
  const tick = () => new Date(Date.UTC(2026, 10, 1, 12, 0, ++second));
  let clients = 0;
  const client = () => `198.51.100.${(clients++ % 250) + 1}`;
  const email = () => `vega.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    pixelFunnel = { ...gateway.funnel, id: 'pixel-reading', slug: 'pixel-reading', version: 1, pixels: PIXELS };
    splitFunnel = {
      ...pixelFunnel,
      id: 'pixel-split',
      slug: 'pixel-split',
      experiment: {
        id: 'pixel-test',
        status: 'running',
        variants: [
          { id: 'a', weight: 50 },
          { id: 'b', weight: 50 },
        ],
      },
    };
    await gateway.publishFunnel(pixelFunnel);
    await gateway.publishFunnel(splitFunnel);
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(() => {
    gateway.ctx.adNetworks = BOTH;
    reported.length = 0;
  });

  type Intent = { orderId: string; amount: number; currency: string };
  type PlanOrder = {
    funnel?: Funnel;
    planId?: 'week-trial' | 'quarter';
    /** The browser startCardOrder is given: a consenting one unless told; 'none' for none (an order of an older page). */
    browser?: OrderBrowser | 'none';
    attribution?: AttributionTags;
    variant?: string;
    customer?: string;
  };
  const placePlan = async ({
    funnel = pixelFunnel,
    planId = 'quarter',
    browser = CONSENTING,
    attribution,
    variant,
    customer = email(),
  }: PlanOrder = {}) => {
    const { intent, proof } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: funnel.slug,
        funnelVersion: funnel.version,
        variant,
        product: { kind: 'plan', planId },
        currency: 'USD',
        customer: { email: customer },
        attribution,
      },
      client(),
      null,
      browser === 'none' ? undefined : browser,
    );
    return { intent, proof, email: customer };
  };
  /** The provider's report of an order's status at `at`, with a successful transaction when it moved money. */
  const report = (
    intent: Intent,
    status: TransactionStatus,
    at: Date,
    extra: { subscription?: string; token?: string; operation?: string; method?: string; transactionId?: string } = {},
  ) =>
    gateway.report(intent, status, {
      updatedAt: at,
      order: {
        ...(extra.subscription !== undefined && { subscription_id: extra.subscription }),
        ...(extra.method !== undefined && { method: extra.method }),
      },
      extra: {
        transaction: {
          id: extra.transactionId ?? `txn_${randomUUID()}`,
          operation: extra.operation ?? 'pay',
          status: 'success',
          ...(extra.token !== undefined && { card_token: { token: extra.token } }),
        },
      },
    });
  /** The provider's renewal order of a subscription: its own id, the renewal's amount. */
  const renew = (subscription: string, n: number, at: Date, amount = 4999) =>
    gateway.report({ orderId: `renewal-${subscription}-${n}`, amount, currency: 'USD' }, 'approved', {
      updatedAt: at,
      order: { subscription_id: subscription },
      extra: {
        transaction: { id: `txn_renewal_${subscription}_${n}`, operation: 'recurring', status: 'success', amount },
      },
    });
  /** The queued sends of an order, by network then pixel id. */
  const sendsOf = async (orderId: string) =>
    gateway.ctx.db
      .select()
      .from(conversionSends)
      .where(eq(conversionSends.orderId, orderId))
      .orderBy(asc(conversionSends.network), asc(conversionSends.pixelId));
  const targetsOf = async (orderId: string) =>
    (await sendsOf(orderId)).map((send) => `${send.network}:${send.pixelId}`);
  const orderRow = async (id: string) => (await gateway.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

  it('queues a paid plan once per network and pixel id, its events built from the order and its browser', async () => {
    const tags = { utm_source: 'fb', fbclid: 'IwAR1', fbp: 'fb.1.1700000000000.42', ttclid: 'E.C.P' };
    const { intent, email: customer } = await placePlan({ attribution: tags });
    const at = tick();
    expect(await report(intent, 'approved', at, { method: 'apple-pay' })).toEqual({ outcome: 'applied' });

    const sends = await sendsOf(intent.orderId);
    // Facebook's conditional pixel 222 does not apply: the funnel has no condition.
    expect(sends.map((s) => [s.network, s.pixelId])).toEqual([
      ['facebook', '111'],
      ['tikTok', 'TT1'],
    ]);
    const eventId = purchaseEventId(intent.orderId);
    expect(eventId).toBe(intent.orderId.replace(/^ord_/, ''));
    for (const send of sends)
      expect(send).toMatchObject({
        eventId,
        status: 'pending',
        attempts: 0,
        leasedUntil: null,
        sentAt: null,
        testEventCode: null,
      });
    const sale: ServerSale = {
      eventId,
      orderId: intent.orderId,
      at,
      renewal: false,
      amount: 4999,
      currency: 'USD',
      products: ['quarter'],
      paymentMethod: 'apple_pay',
      email: customer,
      pageUrl: CONSENTING.pageUrl ?? undefined,
      clientAddress: CONSENTING.clientAddress ?? undefined,
      userAgent: CONSENTING.userAgent ?? undefined,
      attribution: tags,
    };
    const [facebook, tikTok] = sends;
    expect(facebook?.event).toEqual(facebookConversion(sale));
    expect(tikTok?.event).toEqual(tikTokConversion(sale));
    // What the networks are told, spelled out: the value in dollars, the email hashed, the browser's address and page.
    expect(facebook?.event).toMatchObject({
      event_name: 'Purchase',
      event_id: eventId,
      event_time: at.getTime() / 1000,
      action_source: 'website',
      event_source_url: 'https://stellara.test/pixel-reading/payment',
      user_data: {
        em: [sha256(customer)],
        client_ip_address: '203.0.113.7',
        client_user_agent: 'Mozilla/5.0 (Test)',
        fbc: `fb.1.${at.getTime()}.IwAR1`,
        fbp: 'fb.1.1700000000000.42',
      },
      custom_data: { value: 49.99, currency: 'USD', content_ids: ['quarter'], order_id: intent.orderId },
    });
    expect(tikTok?.event).toMatchObject({
      event: 'CompletePayment',
      event_id: eventId,
      user: { email: sha256(customer), ip: '203.0.113.7', user_agent: 'Mozilla/5.0 (Test)', ttclid: 'E.C.P' },
      properties: { value: 49.99, currency: 'USD', order_id: intent.orderId },
      page: { url: 'https://stellara.test/pixel-reading/payment' },
    });
    expect(JSON.stringify(sends.map((s) => s.event))).not.toContain(customer);
    expect(reported).toEqual([]);
  });

  it('keeps the browser on the order as startCardOrder was given it', async () => {
    const { intent } = await placePlan();
    expect(await orderRow(intent.orderId)).toMatchObject(CONSENTING);
  });

  describe('queues the pixel ids that apply to the order', () => {
    it.each<[name: string, order: () => PlanOrder, networks: AdNetworkSettings, targets: string[]]>([
      ['both networks, no condition', () => ({}), BOTH, ['facebook:111', 'tikTok:TT1']],
      [
        "variant b, the condition of Facebook's pixel 222",
        () => ({ funnel: splitFunnel, variant: 'b' }),
        BOTH,
        ['facebook:111', 'facebook:222', 'tikTok:TT1'],
      ],
      [
        'variant a, which no conditional pixel id names',
        () => ({ funnel: splitFunnel, variant: 'a' }),
        BOTH,
        ['facebook:111', 'tikTok:TT1'],
      ],
      ['TikTok off (no token)', () => ({}), { facebook: BOTH.facebook }, ['facebook:111']],
      ['Facebook off (no token)', () => ({}), { tikTok: BOTH.tikTok }, ['tikTok:TT1']],
      ['both networks off', () => ({}), {}, []],
      ['a funnel with no pixels', () => ({ funnel: gateway.funnel }), BOTH, []],
      ['no targeting consent', () => ({ browser: { ...CONSENTING, targetingConsent: false } }), BOTH, []],
      ['an order taken without a browser (consent unknown)', () => ({ browser: 'none' }), BOTH, []],
    ])('%s', async (_, order, networks, targets) => {
      gateway.ctx.adNetworks = networks;
      const { intent } = await placePlan(order());
      expect(await report(intent, 'approved', tick())).toEqual({ outcome: 'applied' });
      expect(await targetsOf(intent.orderId)).toEqual(targets);
      expect((await orderRow(intent.orderId))?.status).toBe('handled');
    });
  });

  it('queues nothing before the order is paid: an authorization waits for its settlement', async () => {
    const { intent } = await placePlan();
    await report(intent, 'processing', tick());
    await report(intent, 'auth_ok', tick(), { operation: 'auth' });
    expect(await targetsOf(intent.orderId)).toEqual([]);
    const settled = tick();
    await report(intent, 'settle_ok', settled, { operation: 'settle' });
    expect(await targetsOf(intent.orderId)).toEqual(['facebook:111', 'tikTok:TT1']);
    expect((await sendsOf(intent.orderId))[0]?.event).toMatchObject({ event_time: settled.getTime() / 1000 });
  });

  it('queues nothing for a declined order', async () => {
    const { intent } = await placePlan();
    await gateway.report(intent, 'declined', { updatedAt: tick(), extra: { error: { code: '3.02' } } });
    expect(await targetsOf(intent.orderId)).toEqual([]);
  });

  describe('a sale is queued once, however often it is reported after', () => {
    it.each<[name: string, after: (intent: Intent, paidAt: Date) => Promise<unknown>]>([
      [
        'the same webhook again',
        (intent, paidAt) => report(intent, 'approved', paidAt, { transactionId: `txn_${intent.orderId}` }),
      ],
      ['a later report of the same status', (intent) => report(intent, 'approved', tick())],
      [
        'a refund',
        (intent) =>
          gateway.report(intent, 'refunded', {
            updatedAt: tick(),
            extra: { transaction: { id: `txn_${randomUUID()}`, operation: 'refund', status: 'success' } },
          }),
      ],
    ])('%s', async (_, after) => {
      const paidAt = tick();
      const { intent } = await placePlan();
      await report(intent, 'approved', paidAt, { transactionId: `txn_${intent.orderId}` });
      const before = await sendsOf(intent.orderId);
      expect(before).toHaveLength(2);
      await after(intent, paidAt);
      expect(await sendsOf(intent.orderId)).toEqual(before);
    });

    it('and enqueueConversions called again for the same paid order adds nothing', async () => {
      const { intent } = await placePlan();
      await report(intent, 'approved', tick());
      const before = await sendsOf(intent.orderId);
      const order = await orderRow(intent.orderId);
      if (order === undefined) throw new Error('no order');
      expect(await enqueueConversions(gateway.ctx.db, order, BOTH, tick())).toBe(0);
      expect(await sendsOf(intent.orderId)).toEqual(before);
    });
  });

  it('queues a one-click upsell when it is paid, as its own sale with its own browser', async () => {
    const { intent, proof, email: customer } = await placePlan({ browser: { ...CONSENTING, targetingConsent: false } });
    await report(intent, 'approved', tick(), { token: `tok_${randomUUID()}` });
    expect(await targetsOf(intent.orderId)).toEqual([]);
    const upsellBrowser: OrderBrowser = { ...CONSENTING, pageUrl: 'https://stellara.test/pixel-reading/upsell' };
    const { intent: upsell } = await startOneClickOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: pixelFunnel.slug,
        funnelVersion: pixelFunnel.version,
        upsellId: 'tarot_reading',
        currency: 'USD',
        previousOrderId: intent.orderId,
      },
      { client: client(), proof, browser: upsellBrowser },
    );
    expect(await targetsOf(upsell.orderId)).toEqual([]);
    const at = tick();
    expect(await report(upsell, 'approved', at, { operation: 'resign' })).toEqual({ outcome: 'applied' });
    const sends = await sendsOf(upsell.orderId);
    expect(sends.map((s) => `${s.network}:${s.pixelId}`)).toEqual(['facebook:111', 'tikTok:TT1']);
    expect(sends.map((s) => s.eventId)).toEqual([purchaseEventId(upsell.orderId), purchaseEventId(upsell.orderId)]);
    expect(sends[0]?.event).toMatchObject({
      event_id: purchaseEventId(upsell.orderId),
      action_source: 'website',
      event_source_url: 'https://stellara.test/pixel-reading/upsell',
      user_data: { em: [sha256(customer)] },
      custom_data: { value: upsell.amount / 100, content_ids: ['tarot_reading'], order_id: upsell.orderId },
    });
    // The plan, paid without consent, still has nothing queued.
    expect(await targetsOf(intent.orderId)).toEqual([]);
  });

  describe('a renewal is queued as the subscription made it, as its first order consented', () => {
    it('with consent: sent as system generated, with no browser', async () => {
      const { intent, email: customer } = await placePlan({ attribution: { fbclid: 'IwAR9' } });
      const subscription = `sub_${randomUUID()}`;
      await report(intent, 'approved', tick(), { subscription, token: `tok_${randomUUID()}` });
      const at = tick();
      expect(await renew(subscription, 1, at)).toEqual({ outcome: 'applied' });
      const renewalId = `renewal-${subscription}-1`;
      expect(await orderRow(renewalId)).toMatchObject({ sale: 'renewal', targetingConsent: true });
      const sends = await sendsOf(renewalId);
      expect(sends.map((s) => `${s.network}:${s.pixelId}`)).toEqual(['facebook:111', 'tikTok:TT1']);
      // Not one of our order ids: the provider's id is the event id.
      expect(sends.map((s) => s.eventId)).toEqual([renewalId, renewalId]);
      expect(sends[0]?.event).toMatchObject({
        event_id: renewalId,
        event_time: at.getTime() / 1000,
        action_source: 'system_generated',
        user_data: { em: [sha256(customer)] },
        custom_data: { value: 49.99, order_id: renewalId },
      });
      const facebook = sends[0]?.event as { user_data: Record<string, unknown>; event_source_url?: string };
      expect(facebook.user_data.client_ip_address).toBeUndefined();
      expect(facebook.user_data.client_user_agent).toBeUndefined();
      expect(facebook.event_source_url).toBeUndefined();
      // A later renewal is a sale of its own.
      await renew(subscription, 2, tick());
      expect(await targetsOf(`renewal-${subscription}-2`)).toEqual(['facebook:111', 'tikTok:TT1']);
    });

    it('without consent on its first order: nothing', async () => {
      const { intent } = await placePlan({ browser: { ...CONSENTING, targetingConsent: false } });
      const subscription = `sub_${randomUUID()}`;
      await report(intent, 'approved', tick(), { subscription, token: `tok_${randomUUID()}` });
      expect(await renew(subscription, 1, tick())).toEqual({ outcome: 'applied' });
      expect(await orderRow(`renewal-${subscription}-1`)).toMatchObject({ targetingConsent: false });
      expect(await targetsOf(`renewal-${subscription}-1`)).toEqual([]);
    });
  });

  it.each<[name: string, tags: AttributionTags, facebook: string | null, tikTok: string | null]>([
    ['both test codes', { fb_test_event_code: 'TEST123', tt_test_event_code: 'TT-TEST' }, 'TEST123', 'TT-TEST'],
    ["Facebook's only", { fb_test_event_code: 'TEST9' }, 'TEST9', null],
    ["TikTok's only", { tt_test_event_code: 'TT-9' }, null, 'TT-9'],
    ['an empty code is none', { fb_test_event_code: '' }, null, null],
  ])("keeps each network's test event code of the visit: %s", async (_, tags, facebook, tikTok) => {
    const { intent } = await placePlan({ attribution: { utm_source: 'fb', ...tags } });
    await report(intent, 'approved', tick());
    expect((await sendsOf(intent.orderId)).map((s) => [s.network, s.testEventCode])).toEqual([
      ['facebook', facebook],
      ['tikTok', tikTok],
    ]);
  });
  it('never loses the payment to a failure to queue its sends: the order is paid, the failure reported', async () => {
    const broken: Funnel = { ...pixelFunnel, id: 'pixel-broken', slug: 'pixel-broken' };
    await gateway.publishFunnel(broken);
    const { intent } = await placePlan({ funnel: broken });
    // The stored funnel version can no longer be read when the payment is reported.
    await gateway.ctx.db
      .update(definitionVersions)
      .set({ document: { broken: true } })
      .where(and(eq(definitionVersions.kind, 'funnel'), eq(definitionVersions.key, broken.slug)));
    expect(await report(intent, 'approved', tick())).toEqual({ outcome: 'applied' });
    expect(isPaidOrder((await orderRow(intent.orderId))?.status ?? 'draft')).toBe(true);
    expect(await sendsOf(intent.orderId)).toEqual([]);
    expect(reported.map((r) => r.context)).toEqual([{ orderId: intent.orderId, area: 'conversions' }]);
  });
});
