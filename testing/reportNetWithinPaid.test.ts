import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startCardOrder } from '@/runtime/gateway/orders/startCardOrder';
import { readFunnelReport } from '@/runtime/report/readFunnelReport';
import type { ReportRates } from '@/runtime/report/reportRates';
import { CHARGEBACK_WON_STATUS } from '@/schemas/payments/providerProtocol';
import { httpRefusal } from './httpRefusal';
import { openTestGateway, type TestGateway } from './openTestGateway';
import { testDatabases } from './testDatabases';

// The refusals are reported; the webhook's tests check that, silent here.
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({ reportServerError: () => {} }));

type Intent = { orderId: string; amount: number; currency: string };
/** The day the provider's reports are of. */
const DAY = '2026-11-01';
const RANGE = { from: DAY, to: DAY, timeZone: 'UTC' };
const RATES: ReportRates = { currency: 'USD', rates: { USD: 1 }, asOf: DAY, illustrative: false };

describe.each(testDatabases())('the funnel report’s net of an order, on $name', ({ open }) => {
  let gateway: TestGateway;
  let second = 0;
  const tick = () => new Date(Date.UTC(2026, 10, 1, 12, 0, ++second));
  let funnels = 0;

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    gateway.setNow(new Date(Date.UTC(2026, 10, 2)));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** A plan order of 49.99 in a funnel of its own (so that the funnel's report is this order's alone), paid. */
  const paidOrder = async () => {
    const slug = `moon-reading-${++funnels}`;
    await gateway.publishFunnel({ ...gateway.funnel, id: slug, slug });
    const { intent } = await startCardOrder(
      gateway.ctx,
      {
        idempotencyKey: randomUUID(),
        funnel: slug,
        funnelVersion: gateway.funnel.version,
        product: { kind: 'plan', planId: 'quarter' },
        currency: 'USD',
        customer: { email: `vega.${randomUUID().slice(0, 8)}@example.com` },
      },
      `198.51.100.${funnels}`,
    );
    await gateway.report(intent, 'approved', {
      updatedAt: tick(),
      extra: { transaction: { id: `txn_${randomUUID()}`, operation: 'pay', status: 'success' } },
    });
    return { intent, slug };
  };
  const refund = (intent: Intent, amount: number) =>
    gateway.report(intent, 'refunded', {
      updatedAt: tick(),
      extra: { transaction: { id: `txn_${randomUUID()}`, operation: 'refund', status: 'success', amount } },
    });
  const chargeback = (intent: Intent, id: string, amount: number, status?: string) =>
    gateway.deliver('chargeback.received', {
      order: { order_id: intent.orderId, amount: intent.amount, currency: intent.currency },
      chargeback: {
        id,
        amount,
        currency: intent.currency,
        created_at: tick().toISOString(),
        ...(status !== undefined && { status, updated_at: tick().toISOString() }),
      },
    });
  const won = (intent: Intent, id: string, amount: number) => chargeback(intent, id, amount, CHARGEBACK_WON_STATUS);
  const revenueOf = async (slug: string) =>
    (await readFunnelReport(gateway.ctx.db, slug, [], RANGE, RATES)).everyone.revenue;

  it('never goes below nothing, and is what was paid less the refunds and chargebacks taken, plus disputes won', async () => {
    const { intent, slug } = await paidOrder();
    // The probe's story: refunds and chargebacks summing to far more than was paid, a refund after a chargeback, a
    // dispute won twice over, and a refund of 16,701.00 on top.
    const story: [attempt: () => Promise<unknown>, taken: boolean][] = [
      [() => refund(intent, 3000), true],
      [() => refund(intent, 3000), false],
      [() => chargeback(intent, 'cb_a', 1999), true],
      [() => chargeback(intent, 'cb_b', 4999), false],
      [() => refund(intent, 1), false],
      [() => won(intent, 'cb_a', 1999), true],
      [() => won(intent, 'cb_a', 1999), true],
      [() => chargeback(intent, 'cb_c', 1999), true],
      [() => refund(intent, 1_670_100), false],
    ];
    for (const [attempt, taken] of story) {
      const refused = await attempt().then(
        () => undefined,
        async (error: unknown) => (await httpRefusal(Promise.reject(error))).status,
      );
      expect(refused).toBe(taken ? undefined : 422);
      expect((await revenueOf(slug)).net.USD).toBeGreaterThanOrEqual(0);
    }
    expect(await revenueOf(slug)).toEqual({
      gross: { USD: 4999 },
      refunds: { USD: 3000 },
      // cb_a and cb_c taken, cb_a given back.
      chargebacks: { USD: 1999 + 1999 },
      disputesWon: { USD: 1999 },
      net: { USD: 4999 - 3000 - (1999 + 1999) + 1999 },
      total: { amount: 4999 - 3000 - (1999 + 1999) + 1999, unconverted: {} },
    });
  });

  it('counts a dispute won once, as money back and no sale', async () => {
    const { intent, slug } = await paidOrder();
    await refund(intent, 999);
    await chargeback(intent, 'cb_won', 4000);
    expect((await revenueOf(slug)).net).toEqual({ USD: 0 });
    await won(intent, 'cb_won', 4000);
    await won(intent, 'cb_won', 4000);
    const report = await readFunnelReport(gateway.ctx.db, slug, [], RANGE, RATES);
    expect(report.everyone.revenue).toEqual({
      gross: { USD: 4999 },
      refunds: { USD: 999 },
      chargebacks: { USD: 4000 },
      disputesWon: { USD: 4000 },
      net: { USD: 4999 - 999 },
      total: { amount: 4999 - 999, unconverted: {} },
    });
    expect(report.everyone.sales).toEqual([{ sale: 'plan', count: 1, gross: { USD: 4999 } }]);
    expect(report.everyone.chargebacks).toBe(1);
  });

  it('is nothing once partial refunds add up to what was paid', async () => {
    const { intent, slug } = await paidOrder();
    for (const part of [1000, 2000, 1999]) await refund(intent, part);
    expect((await httpRefusal(refund(intent, 1))).status).toBe(422);
    expect(await revenueOf(slug)).toEqual({
      gross: { USD: 4999 },
      refunds: { USD: 4999 },
      chargebacks: {},
      disputesWon: {},
      net: { USD: 0 },
      total: { amount: 0, unconverted: {} },
    });
  });
});
