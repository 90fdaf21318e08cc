import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { openDatabase } from '@/runtime/platform/db/database';
import { signProviderPayload } from '@/runtime/signing/signProviderPayload';
import { createOrderRequestSchema } from '@/schemas/gateway/createOrderRequest';
import { WEBHOOK_HEADERS } from '@/schemas/payments/providerProtocol';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('@/runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (holder.gateway as TestGateway).ctx,
}));
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({ reportServerError: () => {} }));

const { POST } = await import('./route');

describe('POST /api/v1/webhooks/payments', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(() => openDatabase({ dataDir: 'memory://' }));
    holder.gateway = gateway;
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** The raw bytes the provider sends, signed over exactly those bytes. */
  const deliver = (body: string, eventId: string, secretKey = gateway.ctx.webhookKeys.secretKey) => {
    const { publicKey } = gateway.ctx.webhookKeys;
    return POST(
      new Request('http://localhost/api/v1/webhooks/payments', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          [WEBHOOK_HEADERS.merchant]: publicKey,
          [WEBHOOK_HEADERS.signature]: signProviderPayload(publicKey, secretKey, body),
          [WEBHOOK_HEADERS.eventId]: eventId,
          [WEBHOOK_HEADERS.eventType]: 'order.updated',
        },
      }),
    );
  };

  it('applies a signed event once, and refuses forged, malformed and illegal ones in the error shape', async () => {
    const request = createOrderRequestSchema.parse({
      idempotencyKey: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      product: { kind: 'plan', planId: 'quarter' },
      currency: 'USD',
      customer: { email: 'deneb@example.com' },
    });
    const { orderId } = (await startCardOrder(gateway.ctx, request, '203.0.113.1')).intent;
    // Spacing the provider's serializer might use: the signature covers the raw bytes, not re-serialized JSON.
    const body = `{ "order": { "order_id": "${orderId}", "status": "approved", "amount": 4999, "currency": "USD", "updated_at": "2025-01-01T00:00:01Z" } }`;

    const forged = await deliver(body, 'evt_1', 'wh_sk_wrong');
    expect(forged.status).toBe(401);
    expect((await forged.json()).originalStatusCode).toBe(401);

    const applied = await deliver(body, 'evt_1');
    expect([applied.status, await applied.json()]).toEqual([200, { outcome: 'applied' }]);
    expect(await (await deliver(body, 'evt_1')).json()).toEqual({ outcome: 'duplicate' });

    expect((await deliver('{"order": {}}', 'evt_2')).status).toBe(400);
    const illegal = body.replace('approved', 'declined').replace(':01Z', ':02Z');
    expect((await deliver(illegal, 'evt_3')).status).toBe(409);
  });
});
