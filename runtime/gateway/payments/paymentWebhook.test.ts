import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readOrderStatus } from '@/runtime/gateway/orders/readOrderStatus';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { orders, paymentWebhookEvents, purchases, subscriptions, transactions } from '@/runtime/platform/db/schema';
import { signProviderPayload } from '@/runtime/signing/signProviderPayload';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import { createOrderRequestSchema } from '@/schemas/gateway/createOrderRequest';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { receivePaymentWebhook } from './receivePaymentWebhook';

const reported = vi.hoisted(() => [] as { error: unknown; context: unknown }[]);
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({
  reportServerError: (error: unknown, context: unknown) => reported.push({ error, context }),
}));

const at = (second: number) => new Date(Date.UTC(2025, 0, 1, 12, 0, second)).toISOString();

describe.each(testDatabases())('payment webhooks on $name', ({ open }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(() => {
    reported.length = 0;
  });

  const newOrder = async (product: { kind: 'plan'; planId: string } | { kind: 'upsell'; upsellId: string }) => {
    const body = createOrderRequestSchema.parse({
      idempotencyKey: randomUUID(),
      funnel: gateway.funnel.slug,
      funnelVersion: gateway.funnel.version,
      product,
      currency: 'USD',
      customer: { email: 'orion@example.com' },
    });
    const { intent } = await startCardOrder(gateway.ctx, body, '203.0.113.1');
    amounts.set(intent.orderId, intent.amount);
    return intent;
  };
  /** What each order costs, so that reports name the order's own amount. */
  const amounts = new Map<string, number>();
  const orderEvent = (orderId: string, status: TransactionStatus, second: number, extra: object = {}) => ({
    order: { order_id: orderId, status, amount: amounts.get(orderId) ?? 100, currency: 'USD', updated_at: at(second) },
    ...extra,
  });
  const eventCount = async () => (await gateway.ctx.db.select().from(paymentWebhookEvents)).length;
  /** The status the browser polls; what the order charges is fixed at its making and checked by the orders' tests. */
  const statusOf = async (orderId: string) => {
    const { amount: _, currency: __, productId: ___, ...status } = await readOrderStatus(gateway.ctx.db, orderId);
    return status;
  };
  const refusalOf = async (promise: Promise<unknown>) => (await httpRefusal(promise)).status;

  it('moves an order through the table and answers the browser', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    expect(await gateway.deliver('order.updated', orderEvent(orderId, 'processing', 1))).toEqual({
      outcome: 'applied',
    });
    expect(await statusOf(orderId)).toEqual({
      orderId,
      status: 'in_progress',
      transactionStatus: 'processing',
      active: true,
    });
    await gateway.deliver(
      'order.updated',
      orderEvent(orderId, 'approved', 2, {
        transaction: { id: 'txn_1', operation: 'pay', status: 'success', card_token: { token: 'tok_1' } },
        order: { ...orderEvent(orderId, 'approved', 2).order, subscription_id: 'sub_moon_1' },
      }),
    );
    expect(await statusOf(orderId)).toEqual({
      orderId,
      status: 'handled',
      transactionStatus: 'approved',
      active: true,
    });
    const [row] = await gateway.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ cardToken: 'tok_1', subscriptionId: 'sub_moon_1' });
    expect(await gateway.ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId))).toMatchObject([
      { providerTransactionId: 'txn_1', operation: 'pay', status: 'success' },
    ]);
  });

  it('keeps the decline code of a declined payment', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    await gateway.deliver(
      'order.updated',
      orderEvent(orderId, 'declined', 1, { error: { code: '3.02', messages: ['Insufficient funds'] } }),
    );
    expect(await statusOf(orderId)).toEqual({
      orderId,
      status: 'fail',
      transactionStatus: 'declined',
      active: false,
      declineCode: '3.02',
    });
  });

  it('refuses a forged signature, and a webhook signed with the merchant keys instead of the webhook keys', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    const event = orderEvent(orderId, 'approved', 1);
    const forged = { publicKey: gateway.ctx.webhookKeys.publicKey, secretKey: 'wh_sk_guessed' };
    expect(await refusalOf(gateway.deliver('order.updated', event, { keys: forged }))).toBe(401);
    expect(await refusalOf(gateway.deliver('order.updated', event, { keys: gateway.merchant }))).toBe(401);
    expect((await statusOf(orderId)).status).toBe('draft');
  });

  it('refuses a body that is not an order event, and an unknown event type', async () => {
    expect(await refusalOf(gateway.deliver('order.updated', { order: { order_id: 'x' } }))).toBe(400);
    const { publicKey, secretKey } = gateway.ctx.webhookKeys;
    const body = JSON.stringify(orderEvent('ord_x', 'approved', 1));
    const headers = new Headers({
      merchant: publicKey,
      signature: signProviderPayload(publicKey, secretKey, body),
      'solidgate-event-id': 'evt_unknown_type',
      'solidgate-event-type': 'order.created',
    });
    expect(await refusalOf(receivePaymentWebhook(gateway.ctx, { headers, body }))).toBe(400);
  });

  it('applies a replayed event id once, even when the replays arrive together', async () => {
    const { orderId } = await newOrder({ kind: 'upsell', upsellId: 'tarot_reading' });
    const event = orderEvent(orderId, 'approved', 1, {
      transaction: { id: 'txn_r', operation: 'pay', status: 'success' },
    });
    const eventId = `evt_${randomUUID()}`;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => gateway.deliver('order.updated', event, { eventId })),
    );
    expect(outcomes.map((o) => o.outcome).sort()).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect(await gateway.deliver('order.updated', event, { eventId })).toEqual({ outcome: 'duplicate' });
    expect(await gateway.ctx.db.select().from(transactions).where(eq(transactions.orderId, orderId))).toHaveLength(1);
    // A paid upsell is a purchase, recorded once.
    expect(await gateway.ctx.db.select().from(purchases).where(eq(purchases.orderId, orderId))).toMatchObject([
      { upsellId: 'tarot_reading' },
    ]);
  });

  it('leaves approved when a late, older processing arrives', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    await gateway.deliver('order.updated', orderEvent(orderId, 'approved', 5));
    expect(await gateway.deliver('order.updated', orderEvent(orderId, 'processing', 3))).toEqual({ outcome: 'stale' });
    expect(await statusOf(orderId)).toMatchObject({ status: 'handled', transactionStatus: 'approved' });
  });

  it('refuses and reports an illegal transition, records nothing, and judges the retry again', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    await gateway.deliver('order.updated', orderEvent(orderId, 'approved', 1));
    const eventId = `evt_${randomUUID()}`;
    const declined = orderEvent(orderId, 'declined', 2, { error: { code: '0.01' } });
    const recordedBefore = await eventCount();
    const refusal = await httpRefusal(gateway.deliver('order.updated', declined, { eventId }));
    // The answer and the report name the statuses only, never the order's row (its card token, keys, customer).
    const said = {
      message: `Order ${orderId} cannot go from handled (approved) to declined`,
      orderId,
      from: { status: 'handled', transactionStatus: 'approved' },
      reported: 'declined',
    };
    expect(refusal).toEqual({ status: 409, error: said });
    expect(await statusOf(orderId)).toEqual({
      orderId,
      status: 'handled',
      transactionStatus: 'approved',
      active: true,
    });
    expect(reported).toHaveLength(1);
    expect(String(reported[0]?.error)).toContain('cannot go from handled (approved) to declined');
    expect(reported[0]?.context).toEqual(expect.objectContaining(said));
    expect(JSON.stringify(reported[0]?.context)).not.toMatch(/cardToken|idempotency|userId/i);
    expect(await eventCount()).toBe(recordedBefore);
    expect(await refusalOf(gateway.deliver('order.updated', declined, { eventId }))).toBe(409);
  });

  it('applies a skipped report on the retry once the report before it arrived', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    const refund = orderEvent(orderId, 'refunded', 9);
    expect(await refusalOf(gateway.deliver('order.updated', refund, { eventId: `r_${orderId}` }))).toBe(409);
    await gateway.deliver('order.updated', orderEvent(orderId, 'approved', 5));
    expect(await gateway.deliver('order.updated', refund, { eventId: `r_${orderId}` })).toEqual({ outcome: 'applied' });
    expect((await statusOf(orderId)).status).toBe('refunded');
  });

  it('applies a legal move forward reported in the same instant as the last report, never a move back', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    await gateway.deliver('order.updated', orderEvent(orderId, 'processing', 5));
    expect(await gateway.deliver('order.updated', orderEvent(orderId, 'approved', 5))).toEqual({ outcome: 'applied' });
    expect((await statusOf(orderId)).transactionStatus).toBe('approved');
    expect((await gateway.deliver('order.updated', orderEvent(orderId, 'created', 5))).outcome).toBe('stale');
    expect((await statusOf(orderId)).transactionStatus).toBe('approved');
  });

  it('counts a report dated in the future as now, so the reports after it still apply', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    gateway.setNow(new Date(at(10)));
    const future = { ...orderEvent(orderId, 'approved', 0).order, updated_at: '2099-01-01T00:00:00.000Z' };
    expect(await gateway.deliver('order.updated', { order: future })).toEqual({ outcome: 'applied' });
    const [row] = await gateway.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.providerUpdatedAt?.toISOString()).toBe(at(10));
    gateway.setNow(new Date(at(20)));
    expect(await gateway.deliver('order.updated', orderEvent(orderId, 'refunded', 15))).toEqual({ outcome: 'applied' });
    expect((await statusOf(orderId)).status).toBe('refunded');
    gateway.setNow(new Date());
  });

  it('reads the order from the provider when a report is stale, and applies what the provider says', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    await gateway.deliver('order.updated', orderEvent(orderId, 'processing', 5));
    // The report of the approval was lost; the provider has the order approved.
    gateway.provider.orders.set(orderId, orderEvent(orderId, 'approved', 7).order);
    expect(await gateway.deliver('order.updated', orderEvent(orderId, 'created', 2))).toEqual({
      outcome: 'stale',
      refreshed: 'applied',
    });
    expect(gateway.provider.calls.at(-1)).toEqual({ path: 'status', body: { order_id: orderId } });
    expect(await statusOf(orderId)).toMatchObject({ status: 'handled', transactionStatus: 'approved' });
  });

  it('answers a stale report even when the provider cannot be read, and reports the failure', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    await gateway.deliver('order.updated', orderEvent(orderId, 'approved', 5));
    gateway.provider.failNext();
    expect(await gateway.deliver('order.updated', orderEvent(orderId, 'processing', 3))).toEqual({ outcome: 'stale' });
    expect(reported.map((r) => r.context)).toEqual([expect.objectContaining({ orderId, area: 'webhook' })]);
  });

  it.each([
    ['an amount', { amount: 1 }],
    ['a currency', { currency: 'GBP' }],
  ])('refuses and reports a report with %s that is not the order’s, and applies nothing of it', async (_, wrong) => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    const report = { order: { ...orderEvent(orderId, 'approved', 1).order, ...wrong } };
    const recordedBefore = await eventCount();
    expect(await httpRefusal(gateway.deliver('order.updated', report))).toEqual({
      status: 422,
      error: expect.objectContaining({ orderId }),
    });
    expect(await statusOf(orderId)).toMatchObject({ status: 'draft', transactionStatus: null });
    expect(await eventCount()).toBe(recordedBefore);
    expect(reported).toHaveLength(1);
  });

  it('believes only the signed body: its type and identity, whatever the unsigned headers say', async () => {
    const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
    const { publicKey, secretKey } = gateway.ctx.webhookKeys;
    const body = JSON.stringify(orderEvent(orderId, 'processing', 1));
    const signed = (extra: Record<string, string>) =>
      new Headers({ merchant: publicKey, signature: signProviderPayload(publicKey, secretKey, body), ...extra });
    // No id nor type header: the body says what it is.
    expect(await receivePaymentWebhook(gateway.ctx, { headers: signed({}), body })).toEqual({ outcome: 'applied' });
    // The same signed report replayed under a fresh id is the same event.
    const replayed = signed({ 'solidgate-event-id': `evt_${randomUUID()}`, 'solidgate-event-type': 'order.updated' });
    expect(await receivePaymentWebhook(gateway.ctx, { headers: replayed, body })).toEqual({ outcome: 'duplicate' });
    // A type header that is not the body's is refused.
    const mislabelled = signed({ 'solidgate-event-type': 'subscription.updated' });
    expect(await refusalOf(receivePaymentWebhook(gateway.ctx, { headers: mislabelled, body }))).toBe(400);
  });

  it('acknowledges and reports an order it does not know', async () => {
    expect(await gateway.deliver('order.updated', orderEvent('ord_elsewhere', 'approved', 1))).toEqual({
      outcome: 'unknown_order',
    });
    expect(reported).toHaveLength(1);
  });

  describe('subscription events', () => {
    const subscriptionEvent = (status: string, second: number, extra: object = {}) => ({
      subscription: {
        id: 'sub_moon_2',
        status,
        customer_email: 'Orion@Example.com',
        product_id: 'moon-reading:week-trial',
        next_charge_at: at(0).replace('2025-01-01', '2025-01-08'),
        updated_at: at(second),
        ...extra,
      },
    });
    const kept = async () =>
      (await gateway.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_moon_2')))[0];

    it('upserts the subscription, newest report first, linked to its order and user', async () => {
      const { orderId } = await newOrder({ kind: 'plan', planId: 'week-trial' });
      await gateway.deliver('order.updated', {
        order: { ...orderEvent(orderId, 'approved', 1).order, subscription_id: 'sub_moon_2' },
      });
      expect(await gateway.deliver('subscription.updated', subscriptionEvent('active', 10))).toEqual({
        outcome: 'applied',
      });
      expect(await kept()).toMatchObject({ status: 'active', orderId, product: 'moon-reading:week-trial' });
      expect(await gateway.deliver('subscription.updated', subscriptionEvent('paused', 8))).toEqual({
        outcome: 'stale',
      });
      await gateway.deliver('subscription.updated', subscriptionEvent('redemption', 12));
      expect((await kept())?.status).toBe('redemption');
    });

    it('keeps a cancellation terminal', async () => {
      await gateway.deliver(
        'subscription.updated',
        subscriptionEvent('cancelled', 20, {
          next_charge_at: undefined,
          cancel_code: '8.09',
          cancel_message: 'Cancellation after redemption period',
        }),
      );
      // The cancel reason kept is the provider's cancel code.
      expect(await kept()).toMatchObject({ status: 'cancelled', cancelReason: '8.09' });
      expect((await kept())?.nextChargeAt?.toISOString()).toBe('2025-01-08T12:00:00.000Z');
      expect(await refusalOf(gateway.deliver('subscription.updated', subscriptionEvent('active', 30)))).toBe(409);
      expect((await kept())?.status).toBe('cancelled');
    });
  });
});
