import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_CLIENT } from '@/runtime/gateway/clientAddress';
import { rateLimit } from '@/runtime/gateway/rateLimit';
import { EVENT_BATCHES_PER_CLIENT } from '@/runtime/gateway/visits/storeAnalyticsEvents';
import { analyticsEvents } from '@/runtime/platform/db/schema';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('@/runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (holder.gateway as TestGateway).ctx,
}));

const { POST } = await import('./route');
const { POST: LANDING_DEVICE } = await import('@/app/api/v1/analytics/landing-device/route');

const post = (handler: (r: Request) => Promise<Response>, body: unknown) =>
  handler(
    new Request('http://localhost/api/v1/events', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );

/** The funnel the test gateway publishes. */
const FUNNEL = 'moon-reading';

const event = (visitId: string, stepId: string, name = 'step_shown', funnel = FUNNEL) => ({
  id: randomUUID(),
  visitId,
  funnel,
  stepId,
  name,
  kind: 'baseEvent',
  properties: { sections: ['header'] },
  at: Date.UTC(2026, 10, 24, 12),
});

describe.each(testDatabases())('the analytics events route on $name', (database) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(database.open);
    holder.gateway = gateway;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('keeps a batch once per event id: a resent batch stores nothing twice', async () => {
    const visit = randomUUID();
    const batch = { events: [event(visit, 'prelanding'), event(visit, 'gender')] };
    const first = await post(POST, batch);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: 2, stored: 2 });
    const again = await post(POST, { events: [...batch.events, event(visit, 'questions')] });
    expect(await again.json()).toEqual({ received: 3, stored: 1 });
    const rows = await gateway.ctx.db.select().from(analyticsEvents);
    expect(rows.filter((r) => r.visitId === visit).map((r) => r.stepId)).toEqual(['prelanding', 'gender', 'questions']);
    expect(rows[0]).toMatchObject({ funnelSlug: FUNNEL, name: 'step_shown', kind: 'baseEvent' });
    expect(rows[0]?.occurredAt.toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('refuses a batch naming a funnel not published with 404 in the error shape, and keeps none of it', async () => {
    const visit = randomUUID();
    const response = await post(POST, {
      events: [event(visit, 'prelanding'), event(visit, 'gender', 'step_shown', 'no-such-funnel')],
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      originalStatusCode: 404,
      originalError: { message: 'No funnel no-such-funnel is published' },
    });
    const rows = await gateway.ctx.db.select().from(analyticsEvents);
    expect(rows.filter((r) => r.visitId === visit)).toEqual([]);
  });

  it.each([
    [{ events: [] }, 'events'],
    [{ events: [{ ...event(randomUUID(), 'a'), id: 'not-a-uuid' }] }, 'events.0.id'],
    [{ events: [{ ...event(randomUUID(), 'a'), extra: 1 }] }, 'events.0'],
    [{}, 'events'],
  ])('answers a bad body %j with 400 naming %s, in the error shape', async (body, path) => {
    const response = await post(POST, body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(answer.originalStatusCode).toBe(400);
    expect(answer.originalError.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers the landing-device call with 204, and a bad one with 400', async () => {
    const good = {
      data: { utm_tags: { utm_source: 'facebook' }, pixels: { tik_tok: ['CLOVEQZ000000000071'] }, domain: 'localhost' },
      landing_device_id: randomUUID(),
    };
    expect((await post(LANDING_DEVICE, good)).status).toBe(204);
    const bad = await post(LANDING_DEVICE, { data: { ...good.data, pixels: {} }, landing_device_id: '' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).originalError.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['data.pixels.tik_tok', 'landing_device_id']),
    );
  });

  it('refuses batches over the per-client limit with 429 and Retry-After', async () => {
    // The batches above counted too: spend what is left of the window.
    for (let left = true; left; )
      left = await rateLimit(gateway.ctx, EVENT_BATCHES_PER_CLIENT, UNKNOWN_CLIENT).then(
        () => true,
        () => false,
      );
    const refused = await post(POST, { events: [event(randomUUID(), 'prelanding')] });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).originalError.code).toBe('rate_limited');
  });
});
