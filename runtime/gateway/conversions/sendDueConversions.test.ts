import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { conversionSends } from '@/runtime/platform/db/schema';
import type { AdNetwork } from '@/schemas/enums/adNetworks';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import type { AdNetworkSettings } from './adNetworkSettings';
import {
  CONVERSION_LEASE_MS,
  CONVERSION_MAX_ATTEMPTS,
  CONVERSION_RETRY_BASE_MS,
  nextConversionAttempt,
} from './conversionRetries';
import { sendDueConversions } from './sendDueConversions';

const reported = vi.hoisted(() => [] as { error: unknown; context: unknown }[]);
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({
  reportServerError: (error: unknown, context: unknown) => reported.push({ error, context }),
}));

const BOTH: AdNetworkSettings = {
  facebook: { url: 'https://graph.test/v25.0', token: 't-fb' },
  tikTok: { url: 'https://tiktok.test/track/', token: 't-tt' },
};
const T0 = new Date('2026-11-27T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

/** What the fake network answers a call: a status and a body (JSON, or text), no answer at all, or none ever. */
type Answer = { status: number; body?: unknown } | 'unreachable' | 'hang';
type Call = { url: string; method?: string; headers: Record<string, string>; body: Record<string, unknown> };
const OK_FACEBOOK: Answer = { status: 200, body: { events_received: 1, fbtrace_id: 'A1' } };
const OK_TIKTOK: Answer = { status: 200, body: { code: 0, message: 'OK' } };

/** A fetch that records each call and answers it as `answer` says (by the call, so per network or event). */
function fakeNetworks(
  answer: (call: Call) => Answer = (call) => (call.url.includes('graph') ? OK_FACEBOOK : OK_TIKTOK),
) {
  const calls: Call[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: JSON.parse(String(init?.body)),
    };
    calls.push(call);
    // Another sender's calls overlap this one's.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const said = answer(call);
    if (said === 'unreachable') throw new TypeError('fetch failed');
    if (said === 'hang') return new Promise<Response>(() => {});
    const text = typeof said.body === 'string' ? said.body : JSON.stringify(said.body ?? {});
    return new Response(text, { status: said.status });
  }) as typeof fetch;
  /** The event ids called, each as often as it was. */
  const eventIds = () => calls.map((c) => (c.body.data as { event_id: string }[])[0]?.event_id);
  return { fetchFn, calls, eventIds };
}

describe.each(testDatabases())('sending the queued conversions on $name', ({ open }) => {
  let gateway: TestGateway;
  /** The order the queued rows below belong to (a send needs one). */
  let orderId: string;
  let pixels = 0;

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    const { intent } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: gateway.funnel.slug,
        funnelVersion: gateway.funnel.version,
        product: { kind: 'plan', planId: 'quarter' },
        currency: 'USD',
        customer: { email: 'sirius@example.com' },
      },
      '192.0.2.1',
    );
    orderId = intent.orderId;
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(async () => {
    reported.length = 0;
    await gateway.ctx.db.delete(conversionSends);
  });

  type Queued = {
    network?: AdNetwork;
    pixelId?: string;
    testEventCode?: string | null;
    nextAttemptAt?: Date;
    leasedUntil?: Date | null;
    attempts?: number;
  };
  /** Queues a send (as enqueueConversions would), due at T0 unless told; its event is marked by its event id. */
  const queue = async ({ network = 'facebook', pixelId = `px${++pixels}`, ...rest }: Queued = {}) => {
    const eventId = randomUUID();
    const [row] = await gateway.ctx.db
      .insert(conversionSends)
      .values({
        orderId,
        network,
        pixelId,
        eventId,
        event: { event_id: eventId, marker: `event of ${pixelId}` },
        nextAttemptAt: T0,
        ...rest,
      })
      .returning();
    if (row === undefined) throw new Error('not queued');
    return row;
  };
  const rowOf = async (id: string) =>
    (await gateway.ctx.db.select().from(conversionSends).where(eq(conversionSends.id, id)))[0];
  const send = (fetchFn: typeof fetch, now: Date, networks: AdNetworkSettings = BOTH) =>
    sendDueConversions(gateway.ctx.db, networks, () => now, fetchFn);

  it("calls Facebook's Conversions API for its pixel, the token as access_token, the event as data", async () => {
    const row = await queue({ network: 'facebook', pixelId: '111' });
    const coded = await queue({ network: 'facebook', pixelId: '222', testEventCode: 'TEST123' });
    const { fetchFn, calls } = fakeNetworks();
    expect(await send(fetchFn, T0)).toEqual({ sent: 2, retried: 0, failed: 0 });
    const byPixel = (pixel: string) => calls.find((c) => c.url.includes(`/${pixel}/`));
    expect(byPixel('111')).toEqual({
      url: 'https://graph.test/v25.0/111/events?access_token=t-fb',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { data: [row.event] },
    });
    expect(byPixel('222')).toEqual({
      url: 'https://graph.test/v25.0/222/events?access_token=t-fb',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { data: [coded.event], test_event_code: 'TEST123' },
    });
    for (const id of [row.id, coded.id])
      expect(await rowOf(id)).toMatchObject({
        status: 'sent',
        sentAt: T0,
        attempts: 1,
        leasedUntil: null,
        lastError: null,
      });
  });

  it("calls TikTok's Events API at its track endpoint, the token in Access-Token, the pixel as the web source", async () => {
    const row = await queue({ network: 'tikTok', pixelId: 'TT1' });
    const coded = await queue({ network: 'tikTok', pixelId: 'TT2', testEventCode: 'TT-TEST' });
    const { fetchFn, calls } = fakeNetworks();
    expect(await send(fetchFn, T0)).toEqual({ sent: 2, retried: 0, failed: 0 });
    const byPixel = (pixel: string) => calls.find((c) => c.body.event_source_id === pixel);
    expect(byPixel('TT1')).toEqual({
      url: 'https://tiktok.test/track/',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': 't-tt' },
      body: { event_source: 'web', event_source_id: 'TT1', data: [row.event] },
    });
    expect(byPixel('TT2')?.body).toEqual({
      event_source: 'web',
      event_source_id: 'TT2',
      data: [coded.event],
      test_event_code: 'TT-TEST',
    });
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', sentAt: T0, attempts: 1, leasedUntil: null });
  });

  it('sends what a paid order queued, once', async () => {
    gateway.ctx.adNetworks = BOTH;
    await gateway.publishFunnel({
      ...gateway.funnel,
      id: 'pixel-reading',
      slug: 'pixel-reading',
      version: 1,
      pixels: { facebook: [{ id: '111' }], tikTok: [{ id: 'TT1' }] },
    });
    const { intent } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: 'pixel-reading',
        funnelVersion: 1,
        product: { kind: 'plan', planId: 'quarter' },
        currency: 'USD',
        customer: { email: 'rigel@example.com' },
      },
      '192.0.2.2',
      null,
      { targetingConsent: true, clientAddress: '203.0.113.7', userAgent: 'Mozilla/5.0', pageUrl: null },
    );
    await gateway.approve(intent);
    const queued = await gateway.ctx.db.select().from(conversionSends).orderBy(asc(conversionSends.network));
    expect(queued.map((q) => q.network)).toEqual(['facebook', 'tikTok']);
    const { fetchFn, calls } = fakeNetworks();
    // The queue's due time is the database's clock: now, a moment after.
    const now = new Date(Date.now() + 1000);
    expect(await send(fetchFn, now)).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(calls.map((c) => c.url).sort()).toEqual([
      'https://graph.test/v25.0/111/events?access_token=t-fb',
      'https://tiktok.test/track/',
    ]);
    expect(calls.map((c) => c.body.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      queued.map((q) => [q.event]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    expect(await send(fetchFn, new Date(now.getTime() + 3_600_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(calls).toHaveLength(2);
  });

  describe('what each answer makes of the send', () => {
    it.each<[network: AdNetwork, answer: Answer, outcome: 'sent' | 'retry' | 'failed']>([
      ['facebook', OK_FACEBOOK, 'sent'],
      ['facebook', { status: 200, body: '' }, 'sent'],
      ['facebook', { status: 500, body: { error: { message: 'Please retry' } } }, 'retry'],
      ['facebook', { status: 503, body: 'Service Unavailable' }, 'retry'],
      ['facebook', { status: 429, body: { error: { code: 4 } } }, 'retry'],
      ['facebook', { status: 408 }, 'retry'],
      ['facebook', 'unreachable', 'retry'],
      ['facebook', { status: 400, body: { error: { message: 'Invalid parameter', code: 100 } } }, 'failed'],
      ['facebook', { status: 401, body: { error: { code: 190 } } }, 'failed'],
      ['facebook', { status: 403 }, 'failed'],
      ['facebook', { status: 404 }, 'failed'],
      ['tikTok', OK_TIKTOK, 'sent'],
      ['tikTok', { status: 200, body: { code: 40100, message: 'Too many requests' } }, 'retry'],
      ['tikTok', { status: 200, body: { code: 50000, message: 'System error' } }, 'retry'],
      ['tikTok', { status: 200, body: 'not json' }, 'retry'],
      ['tikTok', { status: 502 }, 'retry'],
      ['tikTok', 'unreachable', 'retry'],
      ['tikTok', { status: 200, body: { code: 40001, message: 'Invalid access token' } }, 'failed'],
      ['tikTok', { status: 400, body: { code: 40002 } }, 'failed'],
    ])('%s answering %j: %s', async (network, answer, outcome) => {
      const row = await queue({ network });
      const { fetchFn, calls } = fakeNetworks(() => answer);
      const now = at(5_000);
      expect(await send(fetchFn, now)).toEqual({
        sent: outcome === 'sent' ? 1 : 0,
        retried: outcome === 'retry' ? 1 : 0,
        failed: outcome === 'failed' ? 1 : 0,
      });
      expect(calls).toHaveLength(1);
      const after = await rowOf(row.id);
      expect(after?.attempts).toBe(1);
      expect(after?.leasedUntil).toBeNull();
      if (outcome === 'sent') {
        expect(after).toMatchObject({ status: 'sent', sentAt: now, lastError: null });
        expect(reported).toEqual([]);
      } else if (outcome === 'retry') {
        // The first retry waits CONVERSION_RETRY_BASE_MS.
        expect(after).toMatchObject({ status: 'pending', sentAt: null, nextAttemptAt: at(5_000 + 2_000) });
        expect(after?.lastError).toEqual(expect.any(String));
        expect(reported).toEqual([]);
      } else {
        expect(after).toMatchObject({ status: 'failed', sentAt: null });
        expect(after?.lastError).toEqual(expect.any(String));
        expect(reported).toHaveLength(1);
        expect(reported[0]?.context).toMatchObject({ network, pixelId: row.pixelId, orderId, attempts: 1 });
      }
      // Sent or given up on, a send is never sent again; a retry waits until it is due.
      await send(fetchFn, at(5_000 + 1_999));
      expect(calls).toHaveLength(1);
      await send(fetchFn, at(5_000 + 2_000));
      expect(calls).toHaveLength(outcome === 'retry' ? 2 : 1);
    });

    it("keeps what the network said to the last failed try, and the connection's error", async () => {
      const refused = await queue({ network: 'facebook' });
      const unreachable = await queue({ network: 'tikTok' });
      const { fetchFn } = fakeNetworks((call) =>
        call.url.includes('graph') ? { status: 400, body: { error: { message: 'Invalid parameter' } } } : 'unreachable',
      );
      await send(fetchFn, T0);
      expect((await rowOf(refused.id))?.lastError).toMatch(/400.*Invalid parameter/);
      expect((await rowOf(unreachable.id))?.lastError).toMatch(/fetch failed/);
    });
  });

  it(`waits twice as long after each failed try, and gives up after ${CONVERSION_MAX_ATTEMPTS} tries`, async () => {
    const row = await queue({ network: 'facebook' });
    const { fetchFn, calls } = fakeNetworks(() => ({ status: 503 }));
    let now = T0;
    const waits: number[] = [];
    for (let attempt = 1; attempt < CONVERSION_MAX_ATTEMPTS; attempt++) {
      expect(await send(fetchFn, now)).toEqual({ sent: 0, retried: 1, failed: 0 });
      const after = await rowOf(row.id);
      expect(after).toMatchObject({ status: 'pending', attempts: attempt });
      const due = after?.nextAttemptAt ?? now;
      expect(due).toEqual(nextConversionAttempt(attempt, now));
      waits.push(due.getTime() - now.getTime());
      // Not a moment before it is due.
      await send(fetchFn, new Date(due.getTime() - 1));
      expect(calls).toHaveLength(attempt);
      now = due;
    }
    expect(waits.slice(0, 5)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(waits[0]).toBe(CONVERSION_RETRY_BASE_MS);
    // Doubling until the cap (an hour), never beyond it.
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBe(Math.min(2 * (waits[i - 1] ?? 0), 60 * 60 * 1000));
    expect(reported).toEqual([]);
    expect(await send(fetchFn, now)).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: CONVERSION_MAX_ATTEMPTS, sentAt: null });
    expect(reported).toHaveLength(1);
    expect(reported[0]?.context).toMatchObject({ orderId, attempts: CONVERSION_MAX_ATTEMPTS });
    await send(fetchFn, new Date(now.getTime() + 24 * 3_600_000));
    expect(calls).toHaveLength(CONVERSION_MAX_ATTEMPTS);
  });

  it('a retried send that then goes through is sent', async () => {
    const row = await queue({ network: 'tikTok' });
    let answers = 0;
    const { fetchFn } = fakeNetworks(() => (++answers === 1 ? { status: 200, body: { code: 50000 } } : OK_TIKTOK));
    await send(fetchFn, T0);
    await send(fetchFn, at(2_000));
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, sentAt: at(2_000), lastError: null });
  });

  it('sends nothing not yet due', async () => {
    const later = await queue({ nextAttemptAt: at(60_000) });
    const { fetchFn, calls } = fakeNetworks();
    expect(await send(fetchFn, T0)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(calls).toEqual([]);
    expect(await rowOf(later.id)).toMatchObject({ status: 'pending', attempts: 0, leasedUntil: null });
    expect(await send(fetchFn, at(60_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
  });

  it("leaves a send another sender holds until its lease runs out, then sends it once (a killed sender's)", async () => {
    const held = await queue({ leasedUntil: at(30_000), attempts: 1 });
    const free = await queue();
    const { fetchFn, eventIds } = fakeNetworks();
    expect(await send(fetchFn, T0)).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await send(fetchFn, at(29_999))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(eventIds()).toEqual([free.eventId]);
    expect(await send(fetchFn, at(30_000))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await send(fetchFn, at(90_000))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(eventIds()).toEqual([free.eventId, held.eventId]);
    expect(await rowOf(held.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a sender that claimed sends and never came back holds them CONVERSION_LEASE_MS, then another sends them', async () => {
    const rows = [await queue(), await queue({ network: 'tikTok' })];
    const killed = fakeNetworks(() => 'hang');
    // Its claim is kept; its calls never end (nothing awaits them: the sender is gone).
    void send(killed.fetchFn, T0);
    await vi.waitFor(async () => expect(killed.calls).toHaveLength(2));
    for (const row of rows)
      expect(await rowOf(row.id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        leasedUntil: at(CONVERSION_LEASE_MS),
      });
    const alive = fakeNetworks();
    expect(await send(alive.fetchFn, at(CONVERSION_LEASE_MS - 1))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await send(alive.fetchFn, at(CONVERSION_LEASE_MS))).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(alive.eventIds().sort()).toEqual(rows.map((r) => r.eventId).sort());
  });

  it.each([2, 3])('%i senders at once send each due row exactly once', async (senders) => {
    const rows = await Promise.all(
      Array.from({ length: 45 }, (_, i) => queue({ network: i % 3 === 0 ? 'tikTok' : 'facebook' })),
    );
    const { fetchFn, eventIds } = fakeNetworks();
    // Sweeps of every sender at once, until none finds anything due.
    for (let sweep = 0; sweep < 20; sweep++) {
      const done = await Promise.all(Array.from({ length: senders }, () => send(fetchFn, T0)));
      if (done.every((d) => d.sent + d.retried + d.failed === 0)) break;
    }
    const counts = new Map<string, number>();
    for (const id of eventIds()) counts.set(id ?? '', (counts.get(id ?? '') ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(rows.map((r) => [r.eventId, 1])));
    const statuses = await gateway.ctx.db
      .select({ status: conversionSends.status, attempts: conversionSends.attempts, n: sql<number>`count(*)::int` })
      .from(conversionSends)
      .groupBy(conversionSends.status, conversionSends.attempts);
    expect(statuses).toEqual([{ status: 'sent', attempts: 1, n: 45 }]);
  });

  it.each<[name: string, networks: AdNetworkSettings, sent: AdNetwork[]]>([
    ['both networks off: nothing is claimed', {}, []],
    ['TikTok off: its sends wait', { facebook: BOTH.facebook }, ['facebook']],
    ['Facebook off: its sends wait', { tikTok: BOTH.tikTok }, ['tikTok']],
  ])('%s', async (_, networks, sent) => {
    const rows = [await queue({ network: 'facebook' }), await queue({ network: 'tikTok' })];
    const { fetchFn, calls } = fakeNetworks();
    expect(await send(fetchFn, T0, networks)).toEqual({ sent: sent.length, retried: 0, failed: 0 });
    expect(calls).toHaveLength(sent.length);
    for (const row of rows)
      expect(await rowOf(row.id)).toMatchObject(
        sent.includes(row.network)
          ? { status: 'sent', attempts: 1 }
          : { status: 'pending', attempts: 0, leasedUntil: null, sentAt: null },
      );
  });
});
