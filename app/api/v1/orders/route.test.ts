import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/runtime/platform/db/database';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('@/runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (holder.gateway as TestGateway).ctx,
}));

const { POST } = await import('./route');
const { GET } = await import('./[orderId]/route');
const { POST: RESIGN } = await import('./resign/route');

const post = (handler: (r: Request) => Promise<Response>, body: unknown, cookie?: string) =>
  handler(
    new Request('http://localhost/api/v1/orders', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    }),
  );

describe('the orders routes', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(() => openDatabase({ dataDir: 'memory://' }));
    holder.gateway = gateway;
  });
  afterAll(async () => {
    await gateway?.close();
  });
  const order = () => ({
    idempotencyKey: randomUUID(),
    funnel: gateway.funnel.slug,
    funnelVersion: gateway.funnel.version,
    product: { kind: 'plan', planId: 'quarter' },
    currency: 'USD',
    customer: { email: 'lyra@example.com' },
  });

  it('answers 201 with the intent, 200 for the same key, and the status to polls', async () => {
    const body = order();
    const created = await post(POST, body);
    expect(created.status).toBe(201);
    const intent = await created.json();
    expect(intent).toMatchObject({ amount: 4999, currency: 'USD', merchant: gateway.merchant.publicKey });
    expect(Object.keys(intent).sort()).toEqual([
      'amount',
      'currency',
      'merchant',
      'orderId',
      'paymentIntent',
      'signature',
    ]);
    const again = await post(POST, body);
    expect(again.status).toBe(200);
    expect((await again.json()).orderId).toBe(intent.orderId);

    const polled = await GET(new Request(`http://localhost/api/v1/orders/${intent.orderId}`), {
      params: Promise.resolve({ orderId: intent.orderId }),
    });
    expect(polled.headers.get('cache-control')).toBe('no-store');
    expect(await polled.json()).toEqual({
      orderId: intent.orderId,
      status: 'draft',
      transactionStatus: null,
      active: false,
      amount: 4999,
      currency: 'USD',
      productId: 'quarter',
    });
  });

  it('answers a bad body with 400 naming the field, in the error shape', async () => {
    const response = await post(POST, { ...order(), amount: 1, idempotencyKey: 'not-a-uuid' });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.originalStatusCode).toBe(400);
    expect(body.originalError.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(['idempotencyKey']),
    );
    const notJson = await POST(
      new Request('http://localhost/api/v1/orders', {
        method: 'POST',
        body: '{',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(notJson.status).toBe(400);
  });

  it('answers a customer name longer than a name may be (NAME_MAX_LENGTH) with 400 naming it, in the error shape', async () => {
    const response = await post(POST, {
      ...order(),
      customer: { email: 'lyra@example.com', name: 'L'.repeat(20_000) },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.originalStatusCode).toBe(400);
    expect(body.originalError.issues.map((i: { path: string }) => i.path)).toEqual(['customer.name']);
  });

  it('gives the browser that made an order its proof, as a cookie only one-click orders get back', async () => {
    const made = await post(POST, order());
    const { orderId } = await made.json();
    const cookie = made.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^purchase_${orderId}=\\d+\\.[\\w-]+; `));
    expect(cookie.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=3600', 'Path=/api/v1/orders/resign', 'SameSite=Strict'].sort(),
    );
  });

  it('answers refusals in the error shape: 404 unknown order or plan, 7.01 without proof or saved card', async () => {
    const unknown = await GET(new Request('http://localhost/api/v1/orders/ord_x'), {
      params: Promise.resolve({ orderId: 'ord_x' }),
    });
    expect(await unknown.json()).toEqual({ originalError: { message: 'No order ord_x' }, originalStatusCode: 404 });
    expect((await post(POST, { ...order(), product: { kind: 'plan', planId: 'nope' } })).status).toBe(404);

    const made = await post(POST, order());
    const { orderId } = await made.json();
    const proof = (made.headers.get('set-cookie') ?? '').split(';')[0];
    const oneClick = (cookie?: string) =>
      post(
        RESIGN,
        {
          idempotencyKey: randomUUID(),
          funnel: gateway.funnel.slug,
          funnelVersion: gateway.funnel.version,
          upsellId: 'tarot_reading',
          currency: 'USD',
          previousOrderId: orderId,
        },
        cookie,
      );
    // Another browser, without the proof: refused whatever the order.
    const stranger = await oneClick();
    expect([stranger.status, (await stranger.json()).originalError]).toEqual([
      403,
      expect.objectContaining({ code: '7.01' }),
    ]);
    // The browser that made it, but the order is not paid: no saved card.
    const unpaid = await oneClick(`theme=dark; ${proof}`);
    expect([unpaid.status, (await unpaid.json()).originalError]).toEqual([
      409,
      expect.objectContaining({ code: '7.01' }),
    ]);
  });
});
