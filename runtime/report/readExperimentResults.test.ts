import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { analyticsEvents, experimentExposures, leads, orders, transactions, users } from '@/runtime/platform/db/schema';
import type { Currency } from '@/schemas/enums/currencies';
import type { Experiment } from '@/schemas/funnelSchema';
import { testDatabases } from '@/testing/testDatabases';
import { readExperimentResults } from './readExperimentResults';

const EXPERIMENT: Experiment = {
  id: 'paywall',
  status: 'running',
  variants: [
    { id: 'a', weight: 1 },
    { id: 'b', weight: 1 },
  ],
};

describe.each(testDatabases())('readExperimentResults on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("counts each variant's exposed visitors and, of them, who gave an email, who paid and what, in the variant they were shown", async () => {
    const visitors = Object.fromEntries(
      (['ada', 'bo', 'cy', 'di', 'vega', 'eve', 'fay'] as const).map((name) => [name, randomUUID()]),
    ) as Record<'ada' | 'bo' | 'cy' | 'di' | 'vega' | 'eve' | 'fay', string>;
    const exposure = (visitorId: string, variantId: string, funnelSlug = 'love-quiz', experimentId = 'paywall') => ({
      experimentId,
      visitorId,
      variantId,
      funnelSlug,
    });
    await handle.db
      .insert(experimentExposures)
      .values([
        exposure(visitors.ada, 'a'),
        exposure(visitors.cy, 'a'),
        exposure(visitors.di, 'a'),
        exposure(randomUUID(), 'a'),
        exposure(visitors.bo, 'b'),
        exposure(visitors.vega, 'b'),
        exposure(randomUUID(), 'a', 'palmistry'),
        exposure(randomUUID(), 'a', 'love-quiz', 'other'),
      ]);
    const lead = (visitorId: string | null, variantId: string | null, funnelSlug = 'love-quiz') => ({
      visitId: randomUUID(),
      email: `${randomUUID()}@example.com`,
      funnelSlug,
      funnelVersion: 1,
      attribution: {},
      experimentId: variantId && 'paywall',
      variantId,
      visitorId,
    });
    await handle.db.insert(leads).values([
      lead(visitors.ada, 'a'),
      lead(visitors.bo, 'b'),
      // Vega gave an email on two visits in b: one visitor, counted once.
      lead(visitors.vega, 'b'),
      lead(visitors.vega, 'b'),
      // Not counted: outside the experiment, another funnel, no visitor id, a tester never exposed, a variant other
      // than the one the visitor was shown.
      lead(visitors.cy, null),
      lead(visitors.bo, 'b', 'palmistry'),
      lead(null, 'a'),
      lead(visitors.eve, 'a'),
      lead(visitors.di, 'b'),
    ]);
    const [ada, bo, fay] = await handle.db
      .insert(users)
      .values([1, 2, 3].map((n) => ({ email: `${n}.${randomUUID()}@example.com` })))
      .returning();
    const order = (
      user: typeof ada,
      visitorId: string,
      variantId: string,
      status: 'handled' | 'fail',
      productKind: 'plan' | 'upsell',
      amount: number,
      currency: 'USD' | 'EUR' = 'USD',
    ) => ({
      id: `ord_${randomUUID()}`,
      idempotencyKey: randomUUID(),
      userId: user?.id ?? '',
      email: user?.email ?? '',
      funnelSlug: 'love-quiz',
      funnelVersion: 1,
      productKind,
      sale: productKind,
      productId: 'quarter',
      amount,
      currency,
      status,
      experimentId: 'paywall',
      variantId,
      visitorId,
    });
    const placed = await handle.db
      .insert(orders)
      .values([
        order(ada, visitors.ada, 'a', 'handled', 'plan', 100),
        order(ada, visitors.ada, 'a', 'handled', 'upsell', 500),
        order(ada, visitors.ada, 'a', 'fail', 'plan', 100),
        // Bo paid twice for a plan: one paying visitor, both payments revenue.
        order(bo, visitors.bo, 'b', 'handled', 'plan', 599, 'EUR'),
        order(bo, visitors.bo, 'b', 'handled', 'plan', 599, 'EUR'),
        // Not counted: a tester never exposed, an order naming another variant than its visitor's.
        order(fay, visitors.fay, 'b', 'handled', 'plan', 599, 'EUR'),
        order(fay, visitors.di, 'b', 'handled', 'plan', 599, 'EUR'),
      ])
      .returning();
    // The money is what the provider's transactions moved: each paid order's charge, and a refund of part of one.
    const money = (orderId: string, operation: 'pay' | 'refund', amount: number, currency: Currency) => ({
      orderId,
      providerTransactionId: randomUUID(),
      operation,
      status: 'success',
      amount,
      currency,
      occurredAt: new Date(),
    });
    await handle.db
      .insert(transactions)
      .values([
        ...placed.filter((o) => o.status === 'handled').map((o) => money(o.id, 'pay', o.amount, o.currency)),
        money(placed[4]?.id ?? '', 'refund', 100, 'EUR'),
      ]);

    const results = await readExperimentResults(handle.db, 'love-quiz', EXPERIMENT);
    expect(
      results.variants.map(({ variantId, exposed, emails, paid, revenue }) => ({
        variantId,
        exposed,
        emails,
        paid,
        revenue,
      })),
    ).toEqual([
      { variantId: 'a', exposed: 4, emails: 1, paid: 1, revenue: { USD: 600 } },
      { variantId: 'b', exposed: 2, emails: 2, paid: 1, revenue: { EUR: 1098 } },
    ]);
    expect(results.variants[1]?.paidDifference?.rate).toBeCloseTo(0.25);
    // Revenue per exposed visitor: Ada's 600 over a's 4; Bo's 1098 and Vega's nothing over b's 2.
    expect(results.variants[0]?.revenuePerVisitor.USD?.mean).toBe(150);
    const b = results.variants[1]?.revenuePerVisitor.EUR;
    expect(b?.mean).toBe(549);
    // Two visitors, 1098 and 0: a sample deviation of 776.4, a 95% half-width of 1.96 × 776.4 / √2.
    expect(b?.high).toBeCloseTo(549 + (1.959964 * Math.sqrt((1098 ** 2 - 2 * 549 ** 2) / 1)) / Math.sqrt(2), 6);
  });

  it('weighs each variant’s refunds, declined payments and first paint, and holds a winner whose first step is slower', async () => {
    const speed: Experiment = { id: 'speed', status: 'running', variants: EXPERIMENT.variants };
    const visitorsOf = (n: number) => Array.from({ length: n }, () => randomUUID());
    const a = visitorsOf(2000);
    const b = visitorsOf(2000);
    const exposure = (variantId: string) => (visitorId: string) => ({
      experimentId: 'speed',
      visitorId,
      variantId,
      funnelSlug: 'speed-quiz',
    });
    await handle.db.insert(experimentExposures).values([...a.map(exposure('a')), ...b.map(exposure('b'))]);
    const plan = (variantId: string, status: 'handled' | 'fail') => (visitorId: string) => ({
      id: `ord_${randomUUID()}`,
      idempotencyKey: randomUUID(),
      email: `${visitorId}@example.com`,
      funnelSlug: 'speed-quiz',
      funnelVersion: 1,
      productKind: 'plan' as const,
      sale: 'plan' as const,
      productId: 'quarter',
      amount: 999,
      currency: 'USD' as const,
      status,
      experimentId: 'speed',
      variantId,
      visitorId,
    });
    // b sells three times as often (2.5% against 7.5%), one of its payments declined first.
    await handle.db
      .insert(orders)
      .values([
        ...a.slice(0, 50).map(plan('a', 'handled')),
        ...b.slice(0, 150).map(plan('b', 'handled')),
        plan('b', 'fail')(b[0] ?? ''),
      ]);
    // Its first step paints a second later, as the visitors' browsers measured it.
    const paint = (variantId: string, value: number) => ({
      eventId: randomUUID(),
      visitId: randomUUID(),
      funnelSlug: 'speed-quiz',
      name: 'web_vital',
      kind: 'web_vital',
      properties: { metric: 'LCP', value, experiment_id: 'speed', variant_id: variantId },
      occurredAt: new Date(),
    });
    await handle.db
      .insert(analyticsEvents)
      .values([
        ...Array.from({ length: 100 }, (_, i) => paint('a', 1400 + (i % 10) * 20)),
        ...Array.from({ length: 100 }, (_, i) => paint('b', 2400 + (i % 10) * 20)),
      ]);
    const { verdict } = await readExperimentResults(handle.db, 'speed-quiz', speed);
    expect(verdict?.sampleRatio.mismatch).toBe(false);
    expect(verdict?.outcome).toEqual({
      state: 'held',
      variantId: 'b',
      metric: 'paid conversion',
      reasons: ['its first step paints later'],
    });
    const [againstControl] = verdict?.comparisons ?? [];
    expect(againstControl?.metric.difference).toBeCloseTo(0.05, 6);
    expect(againstControl?.firstPaintMs.difference).toBeCloseTo(1000, 6);
    // 150 of 151 answered payments approved in b, all 50 in a: a difference of chance, no harm told.
    expect(againstControl?.approvalRate.difference).toBeCloseTo(150 / 151 - 1, 6);
  });
});
