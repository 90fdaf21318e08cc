import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/runtime/platform/db/database';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('@/runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (holder.gateway as TestGateway).ctx,
}));

const { POST: CANCEL } = await import('./route');
const { POST: LOOKUP } = await import('./lookup/route');
const { POST: VERIFY } = await import('./verify/route');

const post = (handler: (r: Request) => Promise<Response>, body: unknown) =>
  handler(
    new Request('http://localhost/api/v1/subscriptions/cancel', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('the subscription cancel routes', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(() => openDatabase({ dataDir: 'memory://' }));
    holder.gateway = gateway;
    await gateway.deliver('subscription.updated', {
      subscription: {
        id: 'sub_mira',
        status: 'active',
        customer_email: 'mira@example.com',
        product_id: 'moon-reading:week-trial',
        next_charge_at: '2031-03-01T00:00:00Z',
        updated_at: '2025-01-01T00:00:00Z',
      },
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('looks up (202 either way), verifies with the code mailed, and cancels', async () => {
    const unknown = await post(LOOKUP, { email: 'stranger@example.com' });
    const known = await post(LOOKUP, { email: ' Mira@Example.com' });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    // The same answer whether or not the email subscribes: accepted, with the lookup's own id.
    const [unknownAnswer, knownAnswer] = [await unknown.json(), await known.json()];
    for (const answer of [unknownAnswer, knownAnswer])
      expect(answer).toEqual({ accepted: true, lookup: expect.stringMatching(/^[\da-f-]{36}$/) });
    const { lookup } = knownAnswer as { lookup: string };

    const [mail] = await gateway.mailTo('mira@example.com');
    const code = mail?.text.match(/\d{6}/)?.[0] ?? '';
    const wrong = await post(VERIFY, { lookup, code: code === '000000' ? '000001' : '000000' });
    expect(wrong.status).toBe(400);
    const verified = await post(VERIFY, { lookup, code });
    expect(verified.status).toBe(200);
    const { token, subscriptions } = await verified.json();
    expect(subscriptions).toMatchObject([
      { id: 'sub_mira', status: 'active', nextChargeAt: '2031-03-01T00:00:00.000Z' },
    ]);

    const cancelled = await post(CANCEL, { token, subscriptionId: 'sub_mira', reason: 'not-using' });
    expect([cancelled.status, await cancelled.json()]).toEqual([
      200,
      { status: 'cancelled', mode: 'periodEnd', accessUntil: '2031-03-01T00:00:00.000Z' },
    ]);
    expect((await post(CANCEL, { token: 'nope', subscriptionId: 'sub_mira' })).status).toBe(401);
    expect((await post(VERIFY, { lookup })).status).toBe(400);
    expect((await post(VERIFY, { lookup, code, link: 'both' })).status).toBe(400);
  });
});
