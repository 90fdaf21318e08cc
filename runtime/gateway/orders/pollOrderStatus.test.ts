import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import { createOrderRequestSchema } from '@/schemas/gateway/createOrderRequest';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { pollOrderStatus } from './pollOrderStatus';
import { startCardOrder } from './startCardOrder';

const CHALLENGE = 'https://bank.example/3ds?id=ch_1';

describe.each(testDatabases())('the polled order status on $name', ({ open }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** An order the provider last reported with `status` (none: never reported), as the provider's status call has it. */
  const orderAt = async (status: TransactionStatus | undefined) => {
    const body = createOrderRequestSchema.parse({
      idempotencyKey: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      product: { kind: 'plan', planId: 'week-trial' },
      currency: 'USD',
      customer: { email: `vega.${randomUUID().slice(0, 8)}@example.com` },
    });
    const { intent } = await startCardOrder(gateway.ctx, body, '203.0.113.7');
    if (status !== undefined) await gateway.report(intent, status);
    const { orderId, amount, currency } = intent;
    const updatedAt = new Date().toISOString();
    gateway.provider.orders.set(orderId, { order_id: orderId, status, amount, currency, updated_at: updatedAt });
    return orderId;
  };
  const statusCalls = (orderId: string) =>
    gateway.provider.calls.filter((c) => c.path === 'status' && c.body.order_id === orderId).length;

  it.each([
    ['waits for 3-D Secure where the provider says', '3ds_verify', 'challenge', CHALLENGE, 1],
    ['waits for 3-D Secure, the provider failing to say where', '3ds_verify', 'failing', undefined, 1],
    ['waits for 3-D Secure, the provider saying nothing of where', '3ds_verify', 'silent', undefined, 1],
    ['is processing: the provider is not asked', 'processing', 'challenge', undefined, 0],
    ['was never reported: the provider is not asked', undefined, 'challenge', undefined, 0],
  ] as const)('an order that %s', async (_, status, provider, verifyUrl, calls) => {
    const orderId = await orderAt(status);
    if (provider === 'challenge') gateway.provider.challenges.set(orderId, CHALLENGE);
    if (provider === 'failing') gateway.provider.failNext();
    const answer = await pollOrderStatus(gateway.ctx, orderId);
    expect(answer).toMatchObject({ orderId, transactionStatus: status ?? null });
    expect(answer.verifyUrl).toBe(verifyUrl);
    expect('verifyUrl' in answer).toBe(verifyUrl !== undefined);
    expect(statusCalls(orderId)).toBe(calls);
  });

  it('refuses an order it does not know with 404, asking the provider nothing', async () => {
    expect((await httpRefusal(pollOrderStatus(gateway.ctx, 'ord_nope'))).status).toBe(404);
    expect(statusCalls('ord_nope')).toBe(0);
  });

  it.each([
    ['a NUL, which the database cannot hold', 'ord_\u0000x'],
    ['5,000 characters', `ord_${'o'.repeat(5000)}`],
    ['markup', 'ord_<script>alert(1)</script>'],
  ])('refuses an id of %s with 404, as an order it does not know', async (_, orderId) => {
    expect((await httpRefusal(pollOrderStatus(gateway.ctx, orderId))).status).toBe(404);
  });
});
