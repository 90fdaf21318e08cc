import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { orders, transactions } from '@/runtime/platform/db/schema';
import { CHARGEBACK_WON_STATUS } from '@/schemas/payments/providerProtocol';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';

const reported = vi.hoisted(() => [] as { error: unknown; context: unknown }[]);
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({
  reportServerError: (error: unknown, context: unknown) => reported.push({ error, context }),
}));

type Intent = { orderId: string; amount: number; currency: string };

describe.each(testDatabases())('money the provider reports stays within what was paid, on $name', ({ open }) => {
  let gateway: TestGateway;
  let second = 0;
  /** Each report a second after the last, so that none is stale. */
  const tick = () => new Date(Date.UTC(2026, 10, 1, 12, 0, ++second));
  let clients = 0;

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    // The reports are of the day before: none is taken for one dated in the future.
    gateway.setNow(new Date(Date.UTC(2026, 10, 2)));
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(() => {
    reported.length = 0;
  });

  /** A plan order paid by card, its subscription begun at the provider. */
  const paidPlan = async (planId: 'quarter' | 'week-trial' = 'quarter', currency: 'USD' | 'GBP' = 'USD') => {
    const { intent } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: gateway.funnel.slug,
        funnelVersion: gateway.funnel.version,
        product: { kind: 'plan', planId },
        currency,
        customer: { email: `vega.${randomUUID().slice(0, 8)}@example.com` },
      },
      `198.51.100.${(clients++ % 250) + 1}`,
    );
    const subscription = `sub_${randomUUID()}`;
    await gateway.report(intent, 'approved', {
      updatedAt: tick(),
      order: { subscription_id: subscription },
      extra: {
        transaction: { id: `txn_${randomUUID()}`, operation: 'pay', status: 'success', card_token: { token: 'tok' } },
      },
    });
    return { intent, subscription };
  };
  const refund = (intent: Intent, amount: number, options: { id?: string; at?: Date } = {}) =>
    gateway.report(intent, 'refunded', {
      updatedAt: options.at ?? tick(),
      extra: {
        transaction: { id: options.id ?? `txn_${randomUUID()}`, operation: 'refund', status: 'success', amount },
      },
    });
  const chargeback = (
    intent: Intent,
    id: string,
    amount: number,
    options: { status?: string; createdAt?: Date; updatedAt?: Date } = {},
  ) =>
    gateway.deliver('chargeback.received', {
      order: { order_id: intent.orderId, amount: intent.amount, currency: intent.currency },
      chargeback: {
        id,
        amount,
        currency: intent.currency,
        reason_code: '10.4',
        ...(options.status !== undefined && { status: options.status }),
        created_at: (options.createdAt ?? tick()).toISOString(),
        ...(options.updatedAt !== undefined && { updated_at: options.updatedAt.toISOString() }),
      },
    });
  const won = (intent: Intent, id: string, amount: number, createdAt = tick()) =>
    chargeback(intent, id, amount, { status: CHARGEBACK_WON_STATUS, createdAt, updatedAt: tick() });
  /** The provider's renewal order of a subscription: its own id, in the currency and at the amount it says. */
  const renewal = (subscription: string, n: number, amount: number, currency = 'USD') =>
    gateway.report({ orderId: `renewal-${subscription}-${n}`, amount, currency }, 'approved', {
      updatedAt: tick(),
      order: { subscription_id: subscription },
      extra: {
        transaction: { id: `txn_renewal_${subscription}_${n}`, operation: 'recurring', status: 'success', amount },
      },
    });
  const refusal = async (call: Promise<unknown>) => (await httpRefusal(call)).status;
  /** The order's successful transactions: operation and amount, oldest first. */
  const moneyOf = async (orderId: string) =>
    (
      await gateway.ctx.db
        .select({ operation: transactions.operation, amount: transactions.amount, at: transactions.occurredAt })
        .from(transactions)
        .where(and(eq(transactions.orderId, orderId), eq(transactions.status, 'success')))
    )
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map(({ operation, amount }) => [operation, amount]);
  const statusOf = async (orderId: string) =>
    (await gateway.ctx.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status;
  const expectReportedRefusal = (orderId: string) => {
    expect(reported).toHaveLength(1);
    expect(reported[0]?.context).toMatchObject({ orderId });
  };

  describe('refunds', () => {
    it('refuses a refund of more than was paid, and reports it; nothing of the report applies', async () => {
      const { intent } = await paidPlan();
      expect(await refusal(refund(intent, 4999 + 1))).toBe(422);
      expectReportedRefusal(intent.orderId);
      expect(await statusOf(intent.orderId)).toBe('handled');
      expect(await moneyOf(intent.orderId)).toEqual([['pay', 4999]]);
    });

    it('takes partial refunds up to what was paid, and refuses a cent more', async () => {
      const { intent } = await paidPlan();
      for (const part of [1000, 2000, 1999]) expect((await refund(intent, part)).outcome).not.toBe('duplicate');
      expect(reported).toEqual([]);
      expect(await refusal(refund(intent, 1))).toBe(422);
      expect(await moneyOf(intent.orderId)).toEqual([
        ['pay', 4999],
        ['refund', 1000],
        ['refund', 2000],
        ['refund', 1999],
      ]);
    });

    it('counts a refund reported again under another body once', async () => {
      const { intent } = await paidPlan();
      await refund(intent, 3000, { id: 'txn_refund_once' });
      // The provider's next report carries the same refund (a redelivery, a later status): not a second refund.
      await refund(intent, 3000, { id: 'txn_refund_once' });
      expect(reported).toEqual([]);
      expect(await moneyOf(intent.orderId)).toEqual([
        ['pay', 4999],
        ['refund', 3000],
      ]);
    });

    it('refuses a refund after a chargeback; one made before it, heard after, is judged by what is left', async () => {
      const { intent } = await paidPlan();
      const before = tick();
      await chargeback(intent, 'cb_before', 2000);
      expect(await refusal(refund(intent, 100))).toBe(422);
      expectReportedRefusal(intent.orderId);
      // Made before the chargeback (its report delayed): what is left is 2999.
      expect(await refusal(refund(intent, 3000, { at: before }))).toBe(422);
      expect((await refund(intent, 2999, { at: before })).outcome).toBe('applied');
      expect(await moneyOf(intent.orderId)).toEqual([
        ['pay', 4999],
        ['refund', 2999],
        ['chargeback', 2000],
      ]);
    });
  });

  describe('chargebacks', () => {
    it('refuses a chargeback on top of a whole refund, and one past what is left', async () => {
      const { intent } = await paidPlan();
      await refund(intent, 4999);
      expect(await refusal(chargeback(intent, 'cb_on_refund', 1))).toBe(422);
      expectReportedRefusal(intent.orderId);

      const { intent: other } = await paidPlan();
      await refund(other, 1999);
      await chargeback(other, 'cb_1', 2000);
      expect(await refusal(chargeback(other, 'cb_2', 1001))).toBe(422);
      expect((await chargeback(other, 'cb_2', 1000)).outcome).toBe('applied');
      expect(await moneyOf(other.orderId)).toEqual([
        ['pay', 4999],
        ['refund', 1999],
        ['chargeback', 2000],
        ['chargeback', 1000],
      ]);
    });

    it('a dispute won gives back what its chargeback took, once', async () => {
      const { intent } = await paidPlan();
      await refund(intent, 999);
      await chargeback(intent, 'cb_won', 4000);
      expect((await won(intent, 'cb_won', 4000)).outcome).toBe('applied');
      // The same outcome reported again, and the first report of the chargeback delivered late: nothing more.
      expect((await won(intent, 'cb_won', 4000)).outcome).toBe('unchanged');
      expect((await chargeback(intent, 'cb_won', 4000)).outcome).toBe('unchanged');
      expect(reported).toEqual([]);
      expect(await moneyOf(intent.orderId)).toEqual([
        ['pay', 4999],
        ['refund', 999],
        ['chargeback', 4000],
        ['chargeback_reversal', 4000],
      ]);
      // The money is the merchant's again: it may be refunded, no more than that.
      expect(await refusal(refund(intent, 4001))).toBe(422);
      expect((await refund(intent, 4000)).outcome).not.toBe('duplicate');
    });

    it('a dispute won heard before its chargeback records both, and the chargeback’s own report after changes nothing', async () => {
      const { intent } = await paidPlan();
      expect((await won(intent, 'cb_early', 4999)).outcome).toBe('applied');
      expect((await chargeback(intent, 'cb_early', 4999)).outcome).toBe('unchanged');
      expect(await moneyOf(intent.orderId)).toEqual([
        ['pay', 4999],
        ['chargeback', 4999],
        ['chargeback_reversal', 4999],
      ]);
    });

    it('refuses a dispute won for another amount than its chargeback took', async () => {
      const { intent } = await paidPlan();
      await chargeback(intent, 'cb_odd', 1000);
      expect(await refusal(won(intent, 'cb_odd', 4999))).toBe(422);
      expectReportedRefusal(intent.orderId);
      expect(await moneyOf(intent.orderId)).toEqual([
        ['pay', 4999],
        ['chargeback', 1000],
      ]);
    });
  });

  describe('renewals at their subscription’s currency and price', () => {
    it.each([
      { name: 'in another currency', amount: 2999, currency: 'CLP' },
      { name: 'at its figure in another currency', amount: 47500, currency: 'CLP' },
      { name: 'at another amount', amount: 1, currency: 'USD' },
      { name: 'at the trial’s price', amount: 100, currency: 'USD' },
    ])('refuses a trial conversion $name, and reports it; no order is kept', async ({ amount, currency }) => {
      const { subscription } = await paidPlan('week-trial');
      expect(await refusal(renewal(subscription, 1, amount, currency))).toBe(422);
      expect(reported).toHaveLength(1);
      expect(reported[0]?.context).toMatchObject({ subscriptionId: subscription });
      expect(await statusOf(`renewal-${subscription}-1`)).toBeUndefined();
      // The provider's retry at the subscription's price is taken.
      expect(await renewal(subscription, 1, 2999)).toEqual({ outcome: 'applied' });
      expect(
        await gateway.ctx.db
          .select()
          .from(orders)
          .where(eq(orders.id, `renewal-${subscription}-1`)),
      ).toEqual([
        expect.objectContaining({ sale: 'trial_conversion', amount: 2999, currency: 'USD', renewalAmount: 2999 }),
      ]);
    });

    it('a subscription sold in pounds renews in pounds, at its price in pounds', async () => {
      const { subscription } = await paidPlan('quarter', 'GBP');
      expect(await refusal(renewal(subscription, 1, 4999, 'USD'))).toBe(422);
      expect(await renewal(subscription, 1, 3999, 'GBP')).toEqual({ outcome: 'applied' });
    });

    it('holds a subscription begun before orders kept their renewal price to its product’s full price', async () => {
      const { intent, subscription } = await paidPlan('quarter');
      await gateway.ctx.db.update(orders).set({ renewalAmount: null }).where(eq(orders.id, intent.orderId));
      expect(await refusal(renewal(subscription, 1, 5000))).toBe(422);
      expect(await refusal(renewal(subscription, 1, 4999, 'GBP'))).toBe(422);
      expect(await renewal(subscription, 1, 3499)).toEqual({ outcome: 'applied' });
    });
  });
});
