import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Experiment } from '../../../schemas/funnelSchema';
import { testDatabases } from '../../../testing/testDatabases';
import type { DatabaseHandle } from '../../platform/db/database';
import { experimentExposures, leads, orders, users } from '../../platform/db/schema';
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

  it("counts each variant's exposures, people who gave an email, paying customers and revenue, of this funnel and experiment only", async () => {
    const exposure = (variantId: string, funnelSlug = 'love-quiz', experimentId = 'paywall') => ({
      experimentId,
      visitorId: randomUUID(),
      variantId,
      funnelSlug,
    });
    await handle.db
      .insert(experimentExposures)
      .values([
        exposure('a'),
        exposure('a'),
        exposure('a'),
        exposure('a'),
        exposure('b'),
        exposure('b'),
        exposure('a', 'palmistry'),
        exposure('a', 'love-quiz', 'other'),
      ]);
    const lead = (variantId: string | null, funnelSlug = 'love-quiz', email = `${randomUUID()}@example.com`) => ({
      visitId: randomUUID(),
      email,
      funnelSlug,
      funnelVersion: 1,
      attribution: {},
      experimentId: variantId && 'paywall',
      variantId,
    });
    // Vega gave her email on two visits in b: one person, counted once.
    const vega = 'vega@example.com';
    await handle.db
      .insert(leads)
      .values([
        lead('a'),
        lead('b'),
        lead('b', 'love-quiz', vega),
        lead('b', 'love-quiz', vega),
        lead(null),
        lead('b', 'palmistry'),
      ]);
    const [ada, bo] = await handle.db
      .insert(users)
      .values([{ email: `ada.${randomUUID()}@example.com` }, { email: `bo.${randomUUID()}@example.com` }])
      .returning();
    const order = (
      user: typeof ada,
      variantId: string,
      status: 'handled' | 'fail',
      productKind: 'plan' | 'upsell',
      amount: number,
      currency: 'USD' | 'EUR' = 'USD',
    ) => ({
      id: `ord_${randomUUID()}`,
      idempotencyKey: randomUUID(),
      userId: user?.id ?? '',
      funnelSlug: 'love-quiz',
      funnelVersion: 1,
      productKind,
      productId: 'quarter',
      amount,
      currency,
      status,
      experimentId: 'paywall',
      variantId,
    });
    await handle.db
      .insert(orders)
      .values([
        order(ada, 'a', 'handled', 'plan', 100),
        order(ada, 'a', 'handled', 'upsell', 500),
        order(ada, 'a', 'fail', 'plan', 100),
        order(bo, 'b', 'handled', 'plan', 599, 'EUR'),
        order(bo, 'b', 'handled', 'plan', 599, 'EUR'),
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
      { variantId: 'b', exposed: 2, emails: 2, paid: 1, revenue: { EUR: 1198 } },
    ]);
    expect(results.variants[1]?.paidDifference?.rate).toBeCloseTo(0.25);
  });
});
