import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { leads, orders, stepCounts, transactions } from '@/runtime/platform/db/schema';
import { testDatabases } from '@/testing/testDatabases';
import { meanInterval } from './experimentResults';
import { readFunnelReport } from './readFunnelReport';
import type { ReportRates } from './reportRates';

/** November in Berlin: a day there begins at 23:00 UTC the day before. */
const RANGE = { from: '2026-11-01', to: '2026-11-30', timeZone: 'Europe/Berlin' };
const RATES: ReportRates = { currency: 'EUR', rates: { EUR: 1, USD: 0.8 }, asOf: '2026-11-01', illustrative: false };
/** Either side of the range's first and last midnights in Berlin, each on the same day in UTC. */
const BEFORE_FIRST = new Date('2026-10-31T22:30:00Z');
const AFTER_FIRST = new Date('2026-10-31T23:30:00Z');
const BEFORE_LAST = new Date('2026-11-30T22:30:00Z');
const AFTER_LAST = new Date('2026-11-30T23:30:00Z');

describe.each(testDatabases())('readFunnelReport on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** A funnel of its own, so its report holds only what a test puts in it. */
  const newFunnel = () => `report-${randomUUID().slice(0, 8)}`;
  const order = (funnelSlug: string, sale: 'plan' | 'renewal', subscriptionId: string, updatedAt: Date) => ({
    id: `ord_${randomUUID()}`,
    idempotencyKey: randomUUID(),
    email: 'vega@example.com',
    funnelSlug,
    funnelVersion: 1,
    productKind: 'plan' as const,
    sale,
    productId: 'quarter',
    amount: 4999,
    currency: 'USD' as const,
    status: sale === 'plan' ? ('handled' as const) : ('fail' as const),
    subscriptionId,
    updatedAt,
  });
  const reported = (orderId: string, status: 'success' | 'fail', occurredAt: Date) => ({
    orderId,
    providerTransactionId: randomUUID(),
    operation: status === 'success' ? ('pay' as const) : ('recurring' as const),
    status,
    amount: 4999,
    currency: 'USD' as const,
    occurredAt,
  });

  it('counts each subscription whose renewal was refused in the range once, on the day the provider reported it', async () => {
    const funnel = newFunnel();
    /** A subscription's renewal attempts, each refused when the provider said, its order last changed at `changed`. */
    const refused = async (reportedAt: readonly Date[], changed: Date) => {
      const subscriptionId = `sub_${randomUUID()}`;
      for (const at of reportedAt) {
        const renewal = order(funnel, 'renewal', subscriptionId, changed);
        await handle.db.insert(orders).values(renewal);
        await handle.db.insert(transactions).values(reported(renewal.id, 'fail', at));
      }
    };
    // Refused twice in the range (the provider tried the card again), its orders changed since: one subscription.
    await refused([AFTER_FIRST, new Date('2026-11-03T09:00:00Z')], new Date('2026-12-05T09:00:00Z'));
    // Refused at 23:30 on 30 November in Berlin: the range's.
    await refused([BEFORE_LAST], BEFORE_LAST);
    // Refused before the range (in Berlin: UTC says 31 October too), its order changed in it: not the range's.
    await refused([BEFORE_FIRST], new Date('2026-11-10T09:00:00Z'));
    // Refused on 1 December in Berlin (UTC still says 30 November).
    await refused([AFTER_LAST], AFTER_LAST);
    const report = await readFunnelReport(handle.db, funnel, [], RANGE, RATES);
    expect(report.everyone.failedRenewals).toBe(2);
  });

  it('reads leads and payments between the midnights of the report’s time zone, and totals them in its currency', async () => {
    const funnel = newFunnel();
    const when = [BEFORE_FIRST, AFTER_FIRST, BEFORE_LAST, AFTER_LAST];
    await handle.db.insert(leads).values(
      when.map((createdAt) => ({
        visitId: randomUUID(),
        email: 'vega@example.com',
        funnelSlug: funnel,
        funnelVersion: 1,
        attribution: {},
        createdAt,
      })),
    );
    for (const at of when) {
      const plan = order(funnel, 'plan', `sub_${randomUUID()}`, at);
      await handle.db.insert(orders).values(plan);
      await handle.db.insert(transactions).values(reported(plan.id, 'success', at));
    }
    const report = await readFunnelReport(handle.db, funnel, [], RANGE, RATES);
    expect(report.everyone.leads).toBe(2);
    expect(report.everyone.revenue.net).toEqual({ USD: 2 * 4999 });
    expect(report.everyone.revenue.total).toEqual({ amount: Math.round(2 * 4999 * 0.8), unconverted: {} });
    expect(report.range).toEqual(RANGE);
    expect(report.rates).toEqual(RATES);
  });

  it('leaves the team’s tests out: their leads, orders, money and renewals', async () => {
    const funnel = newFunnel();
    const inRange = new Date('2026-11-10T09:00:00Z');
    for (const tester of [false, true]) {
      await handle.db.insert(leads).values({
        visitId: randomUUID(),
        email: 'vega@example.com',
        funnelSlug: funnel,
        funnelVersion: 1,
        attribution: {},
        createdAt: inRange,
        visitDay: '2026-11-10',
        tester,
      });
      const plan = { ...order(funnel, 'plan', `sub_${randomUUID()}`, inRange), visitDay: '2026-11-10', tester };
      await handle.db.insert(orders).values(plan);
      await handle.db.insert(transactions).values(reported(plan.id, 'success', inRange));
      const renewal = { ...order(funnel, 'renewal', plan.subscriptionId, inRange), tester };
      await handle.db.insert(orders).values(renewal);
      await handle.db.insert(transactions).values(reported(renewal.id, 'fail', inRange));
    }
    const report = await readFunnelReport(handle.db, funnel, [], RANGE, RATES);
    expect(report.everyone).toMatchObject({ leads: 1, failedRenewals: 1 });
    expect(report.everyone.revenue.gross).toEqual({ USD: 4999 });
    expect(report.followed.revenue.gross).toEqual({ USD: 4999 });
    expect(report.followed.emailCapture.count).toBe(1);
  });

  it('spreads each variant’s money over its followed visits a visit at a time, in the report’s currency', async () => {
    const funnel = newFunnel();
    const inRange = new Date('2026-11-10T09:00:00Z');
    // Three followed visits of variant b: one paid in dollars and in euros, one in euros, one nothing.
    const paid: [string, 'USD' | 'EUR', number][] = [
      ['first', 'USD', 1000],
      ['first', 'EUR', 500],
      ['second', 'EUR', 2000],
    ];
    const visitIds = { first: randomUUID(), second: randomUUID() };
    for (const [visit, currency, amount] of paid) {
      const plan = {
        ...order(funnel, 'plan', `sub_${randomUUID()}`, inRange),
        currency,
        amount,
        visitId: visitIds[visit as 'first' | 'second'],
        visitDay: '2026-11-10',
        visitExperimentId: 'price',
        visitVariantId: 'b',
      };
      await handle.db.insert(orders).values(plan);
      await handle.db.insert(transactions).values({ ...reported(plan.id, 'success', inRange), currency, amount });
    }
    await handle.db.insert(stepCounts).values({
      day: '2026-11-10',
      funnelSlug: funnel,
      population: 'followed',
      stepId: 'intro',
      moment: 'start',
      source: '',
      campaign: '',
      experimentId: 'price',
      variantId: 'b',
      count: 3,
    });
    const report = await readFunnelReport(handle.db, funnel, [], RANGE, RATES);
    // In euros (the report's currency here): 1000 cents of a dollar are 800 of a euro.
    const [first, second] = [800 + 500, 2000];
    const figures = report.variants.find((v) => v.variantId === 'b');
    expect(figures?.followed.revenue).toEqual({ amount: first + second, unconverted: {} });
    expect(figures?.followed.revenuePerVisit).toEqual(meanInterval(first + second, first ** 2 + second ** 2, 3));
    expect(figures?.followed.visits).toBe(3);
  });
});
