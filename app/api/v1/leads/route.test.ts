import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/runtime/platform/db/database';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';

const holder = vi.hoisted(() => ({ gateway: undefined as unknown }));
vi.mock('@/runtime/gateway/appGateway.server', () => ({
  appGateway: async () => (holder.gateway as TestGateway).ctx,
}));

const { POST } = await import('./route');

const post = (body: unknown) =>
  POST(
    new Request('http://localhost/api/v1/leads', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('POST /api/v1/leads', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(() => openDatabase({ dataDir: 'memory://' }));
    holder.gateway = gateway;
  });
  afterAll(async () => {
    await gateway?.close();
  });
  const lead = () => ({
    visitId: randomUUID(),
    funnel: gateway.funnel.slug,
    funnelVersion: gateway.funnel.version,
    email: 'lyra@example.com',
  });

  it('answers 201 for a new lead and 200 for the same visit again', async () => {
    const body = lead();
    expect((await post(body)).status).toBe(201);
    expect((await post({ ...body, consent: true })).status).toBe(200);
  });

  it('answers a bad body with 400 naming the field, in the error shape', async () => {
    const response = await post({ ...lead(), visitId: 'nope' });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain('visitId');
  });
});
