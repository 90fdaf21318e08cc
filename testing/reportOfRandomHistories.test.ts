import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStepMoments } from '../runtime/gateway/countStepMoments';
import { markFollowedVisit } from '../runtime/gateway/markFollowedVisit';
import { recordVisitMoments } from '../runtime/gateway/recordVisitMoments';
import { leads, orders, stepCounts, transactions, users, visitMoments, visits } from '../runtime/platform/db/schema';
import type { FunnelReport } from '../runtime/tracking/report/funnelReport';
import { readFunnelReport } from '../runtime/tracking/report/readFunnelReport';
import { fixtureDefinition } from './fixtureDefinitions';
import { openTestGateway, type TestGateway } from './openTestGateway';
import { palmistryWayTo } from './palmistryWay';
import { testDatabases } from './testDatabases';

/** The palmistry flow's way to its plan choice, one step after another. */
const WAY = palmistryWayTo('trial-choice');
const RANGE = { from: '2026-11-01', to: '2026-11-30' };
const IN_RANGE = new Date(Date.UTC(2026, 10, 20, 12));
const BEFORE_RANGE = new Date(Date.UTC(2026, 9, 20, 12));

/**
 * One visitor, as the report should see them: how far along the way they went (answering or skipping each step they
 * left), whether they consented from the start, later (after a reload: their start was counted) or never, where they
 * came from, whether they gave an email and paid (and got part refunded), and how the browser's sends arrived
 * (batches repeated, shuffled).
 */
type Visitor = {
  reached: number;
  skips: boolean[];
  consent: 'from the start' | 'after a reload' | 'never';
  source: 'tiktok' | '';
  lead: boolean;
  paid: boolean;
  refund: number;
  repeats: boolean;
  before: boolean;
};
const visitorArbitrary: fc.Arbitrary<Visitor> = fc.record({
  reached: fc.integer({ min: 1, max: WAY.length }),
  skips: fc.array(fc.boolean(), { minLength: WAY.length, maxLength: WAY.length }),
  consent: fc.constantFrom('from the start', 'after a reload', 'never'),
  source: fc.constantFrom('tiktok', ''),
  lead: fc.boolean(),
  paid: fc.boolean(),
  refund: fc.integer({ min: 0, max: 2999 }),
  repeats: fc.boolean(),
  // A visit begun before the range is none of the range's.
  before: fc.integer({ min: 0, max: 9 }).map((n) => n < 2),
});

describe.each(testDatabases())('the report of random visitors, through the gateway, on $name', ({ open }) => {
  let gateway: TestGateway;
  let clients = 0;
  const client = () => `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients++ & 255}`;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    const { funnel, flow } = fixtureDefinition('palmistry');
    await gateway.publishFunnel(funnel, flow);
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const steps = WAY.map((id) => ({ id, path: id }));
  const wipe = async () => {
    for (const table of [stepCounts, visitMoments, visits, transactions, orders, leads, users])
      await gateway.ctx.db.delete(table);
  };

  /** What the browser sends for a visitor, and the leads and orders the gateway keeps of them. */
  async function play(visitor: Visitor) {
    const visitId = randomUUID();
    const way = WAY.slice(0, visitor.reached);
    const startedAt = visitor.before ? BEFORE_RANGE : IN_RANGE;
    const moments = way.flatMap((stepId, i) => [
      ...(i === 0 ? [{ stepId, moment: 'start' as const }] : []),
      { stepId, moment: 'shown' as const },
      ...(i < way.length - 1
        ? [{ stepId, moment: visitor.skips[i] ? ('skipped' as const) : ('answered' as const) }]
        : []),
    ]);
    const timed = moments.map((m, i) => ({ ...m, at: startedAt.getTime() + i * 1000 }));
    const dimensions = { funnel: 'palmistry', source: visitor.source, campaign: '' };
    // Sent as the visit ends, after every moment it holds.
    gateway.setNow(new Date(startedAt.getTime() + timed.length * 1000));
    if (visitor.consent === 'never') await countStepMoments(gateway.ctx, { ...dimensions, moments }, client());
    else if (visitor.consent === 'after a reload') {
      // The first page counted, then consent given: the rest goes with the id, and is counted too.
      const cut = Math.ceil(timed.length / 2);
      await countStepMoments(gateway.ctx, { ...dimensions, moments: moments.slice(0, cut) }, client());
      if (cut < timed.length)
        await recordVisitMoments(gateway.ctx, { visitId, ...dimensions, moments: timed.slice(cut) }, client());
    } else {
      const batches = [timed.slice(0, 3), timed.slice(3)].filter((b) => b.length > 0);
      const sent = visitor.repeats ? [...batches, ...batches].reverse() : batches;
      // The start first (a followed visit's first batch holds it), then the rest in any order, perhaps twice.
      await recordVisitMoments(gateway.ctx, { visitId, ...dimensions, moments: batches[0] ?? [] }, client());
      for (const batch of sent)
        await recordVisitMoments(gateway.ctx, { visitId, ...dimensions, moments: batch }, client());
    }
    const attribution = visitor.source ? { utm_source: visitor.source } : {};
    if (visitor.lead)
      await gateway.ctx.db.insert(leads).values({
        visitId,
        email: `${visitId}@example.com`,
        funnelSlug: 'palmistry',
        funnelVersion: 1,
        attribution,
        source: visitor.source,
        createdAt: startedAt,
      });
    if (visitor.paid) {
      const [user] = await gateway.ctx.db
        .insert(users)
        .values({ email: `${visitId}@example.com` })
        .returning();
      const orderId = `ord_${visitId}`;
      await gateway.ctx.db.insert(orders).values({
        id: orderId,
        idempotencyKey: randomUUID(),
        userId: user?.id ?? '',
        email: `${visitId}@example.com`,
        funnelSlug: 'palmistry',
        funnelVersion: 1,
        productKind: 'plan',
        sale: 'plan',
        productId: 'trial-1-week',
        amount: 2999,
        currency: 'USD',
        status: visitor.refund > 0 ? 'refunded' : 'handled',
        visitId,
        source: visitor.source,
        attribution,
      });
      const money = (operation: 'pay' | 'refund', amount: number) => ({
        orderId,
        providerTransactionId: randomUUID(),
        operation,
        status: 'success',
        amount,
        currency: 'USD' as const,
        occurredAt: startedAt,
      });
      await gateway.ctx.db
        .insert(transactions)
        .values([money('pay', 2999), ...(visitor.refund > 0 ? [money('refund', visitor.refund)] : [])]);
    }
    // As saveLead and createOrder do once their row is in.
    await markFollowedVisit(gateway.ctx.db, { visitId, funnelSlug: 'palmistry' });
  }

  /** Every share of the report: none may pass 100%. */
  const shares = (report: FunnelReport) => [
    report.followed.emailCapture.rate,
    report.followed.paid.rate,
    ...report.followed.steps.flatMap((s) => [s.reached, s.dropOff]),
    ...report.origins.flatMap((o) => [o.emailCapture.rate, o.paid.rate]),
  ];

  it('equals what the visitors did, in each population, and no share passes 100% (random histories)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(visitorArbitrary, { maxLength: 6 }), async (visitors) => {
        await wipe();
        for (const visitor of visitors) await play(visitor);
        const report = await readFunnelReport(gateway.ctx.db, 'palmistry', steps, RANGE);
        for (const rate of shares(report)) expect(rate).toBeLessThanOrEqual(1);

        const followedOnes = visitors.filter((v) => v.consent === 'from the start' && !v.before);
        expect(report.followed.visits).toBe(followedOnes.length);
        expect(report.followed.emailCapture.count).toBe(followedOnes.filter((v) => v.lead).length);
        expect(report.followed.paid.count).toBe(followedOnes.filter((v) => v.paid).length);
        expect(report.followed.revenue.net.USD ?? 0).toBe(
          followedOnes.filter((v) => v.paid).reduce((net, v) => net + 2999 - v.refund, 0),
        );
        WAY.forEach((stepId, i) => {
          const step = report.followed.steps[i];
          expect(step?.id).toBe(stepId);
          expect(step?.visitors).toBe(followedOnes.filter((v) => v.reached > i).length);
          expect(step?.left).toBe(followedOnes.filter((v) => v.reached === i + 1).length);
          expect(step?.skipped).toBe(followedOnes.filter((v) => v.reached > i + 1 && v.skips[i]).length);
        });
        // Counted: every moment sent without a followed start, once each (nothing was sent twice).
        const countedOnes = visitors.filter((v) => v.consent !== 'from the start' && !v.before);
        expect(report.counted.visits).toBe(countedOnes.length);
        WAY.forEach((stepId, i) => {
          expect(report.counted.steps[i]).toMatchObject({
            id: stepId,
            shown: countedOnes.filter((v) => v.reached > i).length,
          });
        });
        // Everyone: every lead and payment of the range, whatever the consent.
        const inRange = visitors.filter((v) => !v.before);
        expect(report.everyone.leads).toBe(inRange.filter((v) => v.lead).length);
        expect(report.everyone.customers).toBe(inRange.filter((v) => v.paid).length);
        expect(report.everyone.revenue.net.USD ?? 0).toBe(
          inRange.filter((v) => v.paid).reduce((net, v) => net + 2999 - v.refund, 0),
        );
      }),
      { numRuns: 60 },
    );
  }, 300_000);
});
