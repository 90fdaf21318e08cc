import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readOrderStatus } from '@/runtime/gateway/orders/readOrderStatus';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { startEmailPageCardOrder } from '@/runtime/gateway/orders/startEmailPageCardOrder';
import { startOneClickOrder } from '@/runtime/gateway/orders/startOneClickOrder';
import { orders, subscriptions, transactions } from '@/runtime/platform/db/schema';
import type { TransactionStatus } from '@/schemas/enums/transactionStatuses';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';

const reported = vi.hoisted(() => [] as { error: unknown; context: unknown }[]);
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({
  reportServerError: (error: unknown, context: unknown) => reported.push({ error, context }),
}));

/** The money of an order, as the report reads it: its sale, and each successful transaction's operation and amount. */
type Money = { sale: string; operation: string; amount: number | null; currency: string | null };

describe.each(testDatabases())('the money of every sale on $name', ({ open }) => {
  let gateway: TestGateway;
  let second = 0;
  /** Each report a second after the last, so that none is stale. */
  const tick = () => new Date(Date.UTC(2026, 10, 1, 12, 0, ++second));
  let clients = 0;
  const client = () => `198.51.100.${(clients++ % 250) + 1}`;
  const email = () => `lyra.${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    // The funnel the tarot report page sells through.
    await gateway.publishFunnel({ ...gateway.funnel, id: 'witch-power', slug: 'witch-power', version: 7 });
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(() => {
    reported.length = 0;
  });

  type Intent = { orderId: string; amount: number; currency: string };
  const pay = (intent: Intent, extra: { subscription?: string; token?: string; operation?: string } = {}) =>
    gateway.report(intent, 'approved', {
      updatedAt: tick(),
      order: extra.subscription === undefined ? {} : { subscription_id: extra.subscription },
      extra: {
        transaction: {
          id: `txn_${randomUUID()}`,
          operation: extra.operation ?? 'pay',
          status: 'success',
          amount: intent.amount,
          currency: intent.currency,
          ...(extra.token === undefined ? {} : { card_token: { token: extra.token } }),
        },
      },
    });
  const placePlan = async (planId: 'week-trial' | 'quarter', customer = email()) => {
    const { intent, proof } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: gateway.funnel.slug,
        funnelVersion: gateway.funnel.version,
        product: { kind: 'plan', planId },
        currency: 'USD',
        customer: { email: customer },
        visitId: randomUUID(),
      },
      client(),
    );
    return { intent, proof };
  };
  /** A plan paid by card, its subscription begun at the provider. */
  const paidPlan = async (planId: 'week-trial' | 'quarter') => {
    const { intent, proof } = await placePlan(planId);
    const subscription = `sub_${randomUUID()}`;
    await pay(intent, { subscription, token: `tok_${randomUUID()}` });
    return { intent, proof, subscription };
  };
  /** The provider's renewal order of a subscription: its own id, the renewal's amount. */
  const renewal = (subscription: string, n: number, status: TransactionStatus, amount = 2999) =>
    gateway.report({ orderId: `renewal-${subscription}-${n}`, amount, currency: 'USD' }, status, {
      updatedAt: tick(),
      order: { subscription_id: subscription },
      extra: {
        transaction: {
          id: `txn_renewal_${subscription}_${n}`,
          operation: 'recurring',
          status: status === 'approved' ? 'success' : 'fail',
          amount,
          currency: 'USD',
        },
        ...(status === 'declined' ? { error: { code: '3.02' } } : {}),
      },
    });
  const refund = (intent: Intent, amount: number) =>
    gateway.report(intent, 'refunded', {
      updatedAt: tick(),
      extra: { transaction: { id: `txn_${randomUUID()}`, operation: 'refund', status: 'success', amount } },
    });
  const chargeback = (intent: Intent, id: string, amount: number) =>
    gateway.deliver('chargeback.received', {
      order: { order_id: intent.orderId, amount: intent.amount, currency: intent.currency },
      chargeback: { id, amount, currency: intent.currency, reason_code: '10.4', created_at: tick().toISOString() },
    });
  /** Every successful transaction of the orders named, with its order's sale, oldest first. */
  const moneyOf = async (...orderIds: string[]): Promise<Money[]> => {
    const rows = await gateway.ctx.db
      .select({
        orderId: orders.id,
        sale: orders.sale,
        operation: transactions.operation,
        amount: transactions.amount,
        currency: transactions.currency,
        at: transactions.occurredAt,
      })
      .from(transactions)
      .innerJoin(orders, eq(orders.id, transactions.orderId))
      .where(eq(transactions.status, 'success'));
    return rows
      .filter((row) => orderIds.includes(row.orderId))
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(({ sale, operation, amount, currency }) => ({ sale, operation, amount, currency }));
  };
  const subscriptionStatus = async (id: string) =>
    (await gateway.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.status;
  const beginSubscription = (id: string) =>
    gateway.deliver('subscription.updated', {
      subscription: {
        id,
        status: 'active',
        customer_email: 'lyra@example.com',
        product_id: 'moon-reading:week-trial',
        updated_at: tick().toISOString(),
      },
    });

  describe('each sale is recorded once, as the kind of sale it is', () => {
    it.each([
      {
        sale: 'plan',
        operation: 'pay',
        make: async () => (await placePlan('quarter')).intent,
      },
      {
        sale: 'upsell',
        operation: 'pay',
        make: async () =>
          (
            await startCardOrder(
              gateway.ctx,
              {
                idempotencyKey: randomUUID(),
                funnel: gateway.funnel.slug,
                funnelVersion: gateway.funnel.version,
                product: { kind: 'upsell', upsellId: 'tarot_reading' },
                currency: 'USD',
                customer: { email: email() },
              },
              client(),
            )
          ).intent,
      },
      {
        sale: 'one_click_upsell',
        operation: 'resign',
        make: async () => {
          const { intent, proof } = await paidPlan('quarter');
          const request = {
            idempotencyKey: randomUUID(),
            funnel: gateway.funnel.slug,
            funnelVersion: gateway.funnel.version,
            upsellId: 'tarot_reading',
            currency: 'USD' as const,
            previousOrderId: intent.orderId,
          };
          return (await startOneClickOrder(gateway.ctx, request, { client: client(), proof })).intent;
        },
      },
      {
        sale: 'email_purchase',
        operation: 'pay',
        make: async () =>
          (
            await startEmailPageCardOrder(
              gateway.ctx,
              { idempotencyKey: randomUUID(), page: '/email/tarot-reading', currency: 'USD', email: email() },
              client(),
            )
          ).intent,
      },
    ])('$sale', async ({ sale, operation, make }) => {
      const intent = await make();
      expect(await pay(intent, { operation })).toEqual({ outcome: 'applied' });
      expect(await moneyOf(intent.orderId)).toEqual([{ sale, operation, amount: intent.amount, currency: 'USD' }]);
    });
  });

  it('counts a transaction once however often the provider reports it', async () => {
    const { intent } = await placePlan('quarter');
    const transaction = { id: 'txn_once', operation: 'pay', status: 'success', amount: intent.amount };
    await gateway.report(intent, 'approved', { updatedAt: tick(), extra: { transaction } });
    // A later report (a status read, a redelivery under another body) carrying the same transaction.
    await gateway.report(intent, 'approved', { updatedAt: tick(), extra: { transaction } });
    expect(await moneyOf(intent.orderId)).toEqual([
      { sale: 'plan', operation: 'pay', amount: intent.amount, currency: 'USD' },
    ]);
  });

  it('takes an authorization as money only once it is settled', async () => {
    const { intent } = await placePlan('quarter');
    const auth = { id: 'txn_auth', operation: 'auth', status: 'success', amount: intent.amount };
    await gateway.report(intent, 'auth_ok', { updatedAt: tick(), extra: { transaction: auth } });
    expect(await moneyOf(intent.orderId)).toEqual([
      { sale: 'plan', operation: 'auth', amount: intent.amount, currency: 'USD' },
    ]);
    const settle = { id: 'txn_settle', operation: 'settle', status: 'success', amount: intent.amount };
    await gateway.report(intent, 'settle_ok', { updatedAt: tick(), extra: { transaction: settle } });
    expect((await moneyOf(intent.orderId)).map((m) => m.operation)).toEqual(['auth', 'settle']);
  });

  describe('renewals are orders of their subscription, never unknown', () => {
    it('the first renewal of a plan with a trial converts it; later ones are renewals', async () => {
      const { intent, subscription } = await paidPlan('week-trial');
      expect(await renewal(subscription, 1, 'approved')).toEqual({ outcome: 'applied' });
      await renewal(subscription, 2, 'approved');
      expect(reported).toEqual([]);
      const [first] = await gateway.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.id, `renewal-${subscription}-1`));
      // The renewal belongs where the sale was made: the same funnel, product, customer and visit.
      expect(first).toMatchObject({
        funnelSlug: gateway.funnel.slug,
        productId: 'week-trial',
        subscriptionId: subscription,
        status: 'handled',
      });
      const [plan] = await gateway.ctx.db.select().from(orders).where(eq(orders.id, intent.orderId));
      expect(first?.visitId).toBe(plan?.visitId);
      expect(first?.userId).toBe(plan?.userId);
      expect(await moneyOf(intent.orderId, `renewal-${subscription}-1`, `renewal-${subscription}-2`)).toEqual([
        { sale: 'plan', operation: 'pay', amount: 100, currency: 'USD' },
        { sale: 'trial_conversion', operation: 'recurring', amount: 2999, currency: 'USD' },
        { sale: 'renewal', operation: 'recurring', amount: 2999, currency: 'USD' },
      ]);
    });

    it('a renewal counts where its first order does: a test of the team’s as one, in its visit’s variant', async () => {
      const { intent, subscription } = await paidPlan('week-trial');
      const marks = { tester: true, visitDay: '2026-11-20', visitExperimentId: 'price', visitVariantId: 'b' };
      await gateway.ctx.db.update(orders).set(marks).where(eq(orders.id, intent.orderId));
      await renewal(subscription, 1, 'approved');
      const [renewed] = await gateway.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.id, `renewal-${subscription}-1`));
      expect(renewed).toMatchObject(marks);
    });

    it('a plan without a trial renews from the first renewal', async () => {
      const { subscription } = await paidPlan('quarter');
      await renewal(subscription, 1, 'approved', 4999);
      expect(await moneyOf(`renewal-${subscription}-1`)).toEqual([
        { sale: 'renewal', operation: 'recurring', amount: 4999, currency: 'USD' },
      ]);
    });

    it('a trial whose first renewal fails converts with the renewal that is paid', async () => {
      const { subscription } = await paidPlan('week-trial');
      await renewal(subscription, 1, 'declined');
      await renewal(subscription, 2, 'approved');
      const sales = await gateway.ctx.db
        .select({ id: orders.id, sale: orders.sale, status: orders.status })
        .from(orders)
        .where(eq(orders.subscriptionId, subscription));
      expect(sales.sort((a, b) => a.id.localeCompare(b.id))).toEqual([
        { id: expect.stringMatching(/^ord_/), sale: 'plan', status: 'handled' },
        { id: `renewal-${subscription}-1`, sale: 'trial_conversion', status: 'fail' },
        { id: `renewal-${subscription}-2`, sale: 'trial_conversion', status: 'handled' },
      ]);
      expect((await moneyOf(`renewal-${subscription}-1`, `renewal-${subscription}-2`)).length).toBe(1);
    });

    it('two reports of a new renewal at once both apply to the one order placed', async () => {
      const { subscription } = await paidPlan('quarter');
      const orderId = `renewal-${subscription}-1`;
      const reports = [renewal(subscription, 1, 'approved', 4999), renewal(subscription, 1, 'approved', 4999)];
      // Whichever report lands second may be the older one: stale, it reads the order from the provider, which has it.
      gateway.provider.orders.set(orderId, {
        order_id: orderId,
        status: 'approved',
        amount: 4999,
        currency: 'USD',
        subscription_id: subscription,
        updated_at: new Date(Date.UTC(2026, 10, 1, 12, 0, second)).toISOString(),
      });
      const outcomes = await Promise.all(reports);
      expect(outcomes.map((o) => o.outcome)).not.toContain('unknown_order');
      expect(reported).toEqual([]);
      expect(await moneyOf(`renewal-${subscription}-1`)).toEqual([
        { sale: 'renewal', operation: 'recurring', amount: 4999, currency: 'USD' },
      ]);
    });

    it('a renewal of a subscription begun elsewhere is acknowledged and reported, as before', async () => {
      expect(await renewal('sub_elsewhere', 1, 'approved')).toEqual({ outcome: 'unknown_order' });
      expect(reported).toHaveLength(1);
    });
  });

  describe('how each sale was paid', () => {
    const methodOf = async (orderId: string) => {
      const [order] = await gateway.ctx.db
        .select({ method: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.id, orderId));
      const paid = await gateway.ctx.db
        .select({ method: transactions.paymentMethod })
        .from(transactions)
        .where(eq(transactions.orderId, orderId));
      return { order: order?.method, transactions: paid.map((t) => t.method) };
    };

    it.each([
      ['card', 'card'],
      ['apple-pay', 'apple_pay'],
      ['google-pay', 'google_pay'],
      ['paypal', 'paypal'],
    ] as const)(
      'a plan paid by %s, and the one-click upsell and the renewal charged to it after, are each paid by %s',
      async (providerMethod, method) => {
        const { intent, proof } = await placePlan('quarter');
        const subscription = `sub_${randomUUID()}`;
        await gateway.report(intent, 'approved', {
          updatedAt: tick(),
          order: { subscription_id: subscription, method: providerMethod },
          extra: {
            transaction: {
              id: `txn_${randomUUID()}`,
              operation: 'pay',
              status: 'success',
              card_token: { token: `tok_${randomUUID()}` },
            },
          },
        });
        expect(await methodOf(intent.orderId)).toEqual({ order: method, transactions: [method] });
        // The payment form reads it with the order's status, and its Purchase event says it.
        expect(await readOrderStatus(gateway.ctx.db, intent.orderId)).toMatchObject({ paymentMethod: method });
        const { intent: upsell } = await startOneClickOrder(
          gateway.ctx,
          {
            idempotencyKey: randomUUID(),
            funnel: gateway.funnel.slug,
            funnelVersion: gateway.funnel.version,
            upsellId: 'tarot_reading',
            currency: 'USD',
            previousOrderId: intent.orderId,
          },
          { client: client(), proof },
        );
        // The saved card charged again: the provider says `token`, the sale is paid as the order that saved it.
        await gateway.report(upsell, 'approved', {
          updatedAt: tick(),
          order: { method: 'token' },
          extra: { transaction: { id: `txn_${randomUUID()}`, operation: 'resign', status: 'success' } },
        });
        expect(await methodOf(upsell.orderId)).toEqual({ order: method, transactions: [method] });
        await renewal(subscription, 1, 'approved', 4999);
        expect(await methodOf(`renewal-${subscription}-1`)).toEqual({ order: method, transactions: [method] });
      },
    );

    it('an order not yet paid was paid by nothing', async () => {
      const { intent } = await placePlan('quarter');
      expect(await methodOf(intent.orderId)).toEqual({ order: null, transactions: [] });
    });
  });

  describe('a renewal moves its subscription', () => {
    it.each([
      { was: 'active', renewal: 'declined', becomes: 'redemption' },
      { was: 'redemption', renewal: 'approved', becomes: 'active' },
      { was: 'active', renewal: 'approved', becomes: 'active' },
      { was: 'cancelled', renewal: 'declined', becomes: 'cancelled' },
    ] as const)('$was, a renewal $renewal: $becomes', async ({ was, renewal: outcome, becomes }) => {
      const { subscription } = await paidPlan('quarter');
      await beginSubscription(subscription);
      await gateway.ctx.db.update(subscriptions).set({ status: was }).where(eq(subscriptions.id, subscription));
      await renewal(subscription, 1, outcome, 4999);
      expect(await subscriptionStatus(subscription)).toBe(becomes);
    });

    it('a report of the subscription older than the renewal does not undo it', async () => {
      const { subscription } = await paidPlan('quarter');
      await beginSubscription(subscription);
      const before = tick();
      await renewal(subscription, 1, 'declined', 4999);
      const stale = await gateway.deliver('subscription.updated', {
        subscription: {
          id: subscription,
          status: 'active',
          customer_email: 'lyra@example.com',
          product_id: 'moon-reading:quarter',
          updated_at: before.toISOString(),
        },
      });
      expect(stale).toEqual({ outcome: 'stale' });
      expect(await subscriptionStatus(subscription)).toBe('redemption');
    });
  });

  describe('refunds and chargebacks reverse', () => {
    it('a refund, in part then the rest, each as refunded', async () => {
      const { intent } = await paidPlan('quarter');
      await refund(intent, 1000);
      await refund(intent, intent.amount - 1000);
      expect(await moneyOf(intent.orderId)).toEqual([
        { sale: 'plan', operation: 'pay', amount: 4999, currency: 'USD' },
        { sale: 'plan', operation: 'refund', amount: 1000, currency: 'USD' },
        { sale: 'plan', operation: 'refund', amount: 3999, currency: 'USD' },
      ]);
      const [row] = await gateway.ctx.db.select().from(orders).where(eq(orders.id, intent.orderId));
      expect(row?.status).toBe('refunded');
    });

    it('a chargeback once per chargeback id, on a renewal too; its order keeps its status', async () => {
      const { intent, subscription } = await paidPlan('quarter');
      expect(await chargeback(intent, 'cb_1', 4999)).toEqual({ outcome: 'applied' });
      // The same chargeback reported again under another body (a later delivery) is not counted twice.
      await gateway.deliver('chargeback.received', {
        order: { order_id: intent.orderId, amount: intent.amount, currency: 'USD' },
        chargeback: { id: 'cb_1', amount: 4999, currency: 'USD', created_at: tick().toISOString() },
      });
      await renewal(subscription, 1, 'approved', 4999);
      const renewed = { orderId: `renewal-${subscription}-1`, amount: 4999, currency: 'USD' };
      await chargeback(renewed, 'cb_2', 4999);
      expect((await moneyOf(intent.orderId, renewed.orderId)).map((m) => [m.sale, m.operation])).toEqual([
        ['plan', 'pay'],
        ['plan', 'chargeback'],
        ['renewal', 'recurring'],
        ['renewal', 'chargeback'],
      ]);
      const [row] = await gateway.ctx.db.select().from(orders).where(eq(orders.id, intent.orderId));
      expect(row?.status).toBe('handled');
    });

    it('refuses a chargeback of more than the order, or in another currency, and one of an unknown order is left', async () => {
      const { intent } = await paidPlan('quarter');
      expect((await httpRefusal(chargeback(intent, 'cb_big', 5000))).status).toBe(422);
      const inEuros = gateway.deliver('chargeback.received', {
        order: { order_id: intent.orderId, amount: intent.amount, currency: 'USD' },
        chargeback: { id: 'cb_eur', amount: 100, currency: 'EUR', created_at: tick().toISOString() },
      });
      expect((await httpRefusal(inEuros)).status).toBe(422);
      expect(await chargeback({ ...intent, orderId: 'ord_elsewhere' }, 'cb_x', 100)).toEqual({
        outcome: 'unknown_order',
      });
      const kept = await gateway.ctx.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.orderId, intent.orderId), eq(transactions.operation, 'chargeback')));
      expect(kept).toEqual([]);
    });
  });
});
