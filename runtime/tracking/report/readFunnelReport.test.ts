import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../testing/testDatabases';
import type { DatabaseHandle } from '../../platform/db/database';
import { analyticsEvents, leads, orders, users } from '../../platform/db/schema';
import { readFunnelReport } from './readFunnelReport';

const steps = [
  { id: 'intro', path: 'prelanding' },
  { id: 'gender', path: 'gender' },
];

describe.each(testDatabases())('readFunnelReport on $name', (database) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await database.open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('counts visits per step from the stored events, leads and paid plan orders of the funnel only', async () => {
    const [a, b, other] = [randomUUID(), randomUUID(), randomUUID()];
    const event = (visitId: string, stepId: string | null, minute: number, funnelSlug = 'love-quiz') => ({
      eventId: randomUUID(),
      visitId,
      funnelSlug,
      stepId,
      name: 'step_shown',
      kind: 'baseEvent',
      properties: {},
      occurredAt: new Date(Date.UTC(2026, 10, 24, 12, minute)),
    });
    await handle.db
      .insert(analyticsEvents)
      .values([
        event(a, 'intro', 0),
        event(a, 'intro', 1),
        event(a, 'gender', 2),
        event(b, 'intro', 0),
        event(b, null, 5),
        event(other, 'intro', 0, 'palmistry'),
      ]);
    await handle.db.insert(leads).values([
      { visitId: a, email: 'a@example.com', funnelSlug: 'love-quiz', funnelVersion: 1, attribution: {} },
      { visitId: other, email: 'o@example.com', funnelSlug: 'palmistry', funnelVersion: 1, attribution: {} },
    ]);
    const [user] = await handle.db.insert(users).values({ email: 'a@example.com' }).returning();
    const order = (status: 'handled' | 'fail', productKind: 'plan' | 'upsell', funnelSlug = 'love-quiz') => ({
      id: `ord_${randomUUID()}`,
      idempotencyKey: randomUUID(),
      userId: user?.id ?? '',
      funnelSlug,
      funnelVersion: 1,
      productKind,
      sale: productKind,
      productId: 'quarter',
      amount: 100,
      currency: 'USD' as const,
      status,
    });
    await handle.db
      .insert(orders)
      .values([
        order('handled', 'plan'),
        order('handled', 'upsell'),
        order('fail', 'plan'),
        order('handled', 'plan', 'palmistry'),
      ]);

    const report = await readFunnelReport(handle.db, 'love-quiz', steps);
    expect(report).toEqual({
      funnel: 'love-quiz',
      visits: 2,
      steps: [
        { id: 'intro', path: 'prelanding', visitors: 2, reached: 1, left: 1, dropOff: 0.5 },
        { id: 'gender', path: 'gender', visitors: 1, reached: 0.5, left: 1, dropOff: 1 },
      ],
      emailCapture: { count: 1, rate: 0.5 },
      paid: { count: 1, rate: 0.5 },
    });
  });
});
