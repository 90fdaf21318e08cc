import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepMoments } from '@/runtime/flow/stepMoments';
import { countStepMoments } from '@/runtime/gateway/visits/countStepMoments';
import { markFollowedVisit } from '@/runtime/gateway/visits/markFollowedVisit';
import { recordVisitMoments } from '@/runtime/gateway/visits/recordVisitMoments';
import {
  countedPageMoments,
  leads,
  orders,
  receivedBatches,
  stepCounts,
  transactions,
  users,
  visitMoments,
  visits,
} from '@/runtime/platform/db/schema';
import type { Amounts, FunnelReport } from '@/runtime/report/funnelReport';
import { readFunnelReport } from '@/runtime/report/readFunnelReport';
import type { ReportRates } from '@/runtime/report/reportRates';
import type { StepCountsRequest, VisitMomentsRequest } from '@/schemas/gateway/visitMomentsRequest';
import { fixtureDefinition } from './fixtureDefinitions';
import { openTestGateway, type TestGateway } from './openTestGateway';
import { palmistryWayTo } from './palmistryWay';
import { testDatabases } from './testDatabases';

/** The palmistry flow's way to its plan choice, one step after another. */
const WAY = palmistryWayTo('trial-choice');
/** The steps of the way the visitor may skip, as the flow has them (stepMoments). */
const SKIPPABLE = new Set(
  fixtureDefinition('palmistry')
    .flow.steps.filter((step) => stepMoments(step, false).includes('skipped'))
    .map((step) => step.id),
);
/** The report's time zone: New Zealand's, 13 hours ahead of UTC in November, where its days and UTC's differ most. */
const TIME_ZONE = 'Pacific/Auckland';
const RANGE = { from: '2026-11-01', to: '2026-11-30', timeZone: TIME_ZONE };
/**
 * When things happen: either side of the range's first and last midnights in New Zealand (each also on another day in
 * UTC than there), and in the middle; whether it is in the range, as New Zealand's calendar has it.
 */
const INSTANTS = [
  // 23:30 on 31 October there.
  { at: Date.parse('2026-10-31T10:30:00Z'), inRange: false },
  // 00:30 on 1 November there; UTC is still on 31 October.
  { at: Date.parse('2026-10-31T11:30:00Z'), inRange: true },
  { at: Date.parse('2026-11-20T12:00:00Z'), inRange: true },
  // 23:30 on 30 November there.
  { at: Date.parse('2026-11-30T10:30:00Z'), inRange: true },
  // 00:30 on 1 December there; UTC is still on 30 November.
  { at: Date.parse('2026-11-30T11:30:00Z'), inRange: false },
] as const;
type When = (typeof INSTANTS)[number];

/** Totals in dollars, a euro 1.25 of them; the pound has no rate: named apart, never added in. */
const RATES: ReportRates = { currency: 'USD', rates: { USD: 1, EUR: 1.25 }, asOf: '2026-11-01', illustrative: false };
/** What the plan costs in each currency a visitor may pay in, and what each renewal charges. */
const PRICES = { USD: 2999, EUR: 2499, GBP: 2199 } as const;
/** What an upsell bought after the plan costs, in each currency. */
const UPSELL_PRICES = { USD: 999, EUR: 899, GBP: 799 } as const;
type PaidIn = keyof typeof PRICES;

/**
 * One visitor, as the report should see them: when their visit began, how far along the way they went (answering or
 * skipping each step they left), whether they consented from the start, later (after a reload: their start was
 * counted) or never, where they came from, whether they gave an email (dated on its own: a visit may cross midnight)
 * and paid (in which currency, part refunded), what became of their subscription's renewal (paid, refused once or
 * twice: the provider tries the card again) and when the provider said, and how the browser's sends arrived (batches
 * repeated, shuffled).
 */
type Visitor = {
  begun: When;
  reached: number;
  skips: boolean[];
  consent: 'from the start' | 'after a reload' | 'never';
  source: 'tiktok' | '';
  lead: When | undefined;
  paid: PaidIn | undefined;
  refund: number;
  /** How the part of the plan's payment goes back: refunded by the merchant, or taken back by the cardholder's bank. */
  takenBack: 'refund' | 'chargeback';
  /** Whether an upsell was bought after the plan (in the same currency, the same visit). */
  upsell: boolean;
  campaign: 'spring' | '';
  /** One of the team testing (a listed tester token): their page measures nothing; their lead and orders are tests. */
  tester: boolean;
  /** Whether the same tab went on to witch-power (a visit of it, with the same id) and gave an email there too. */
  secondFunnel: boolean;
  renewal: 'none' | 'paid' | 'refused' | 'refused twice';
  renewed: When;
  repeats: boolean;
  /** The variant of the price experiment the visit began in; none outside it. */
  variant: 'a' | 'b' | undefined;
};
const visitorArbitrary: fc.Arbitrary<Visitor> = fc.record({
  begun: fc.constantFrom(...INSTANTS),
  reached: fc.integer({ min: 1, max: WAY.length }),
  // A step is skipped only where the flow lets the visitor go on without an answer (the palm photo): the gateway
  // refuses other skips as no page of the funnel sends them.
  skips: fc.tuple(...WAY.map((stepId) => (SKIPPABLE.has(stepId) ? fc.boolean() : fc.constant(false)))),
  consent: fc.constantFrom('from the start', 'after a reload', 'never'),
  source: fc.constantFrom('tiktok', ''),
  lead: fc.option(fc.constantFrom(...INSTANTS), { nil: undefined }),
  paid: fc.option(fc.constantFrom('USD', 'EUR', 'GBP'), { nil: undefined }),
  refund: fc.integer({ min: 0, max: PRICES.GBP }),
  takenBack: fc.constantFrom('refund', 'chargeback'),
  upsell: fc.boolean(),
  campaign: fc.constantFrom('spring', ''),
  tester: fc.boolean(),
  secondFunnel: fc.boolean(),
  renewal: fc.constantFrom('none', 'paid', 'refused', 'refused twice'),
  renewed: fc.constantFrom(...INSTANTS),
  repeats: fc.boolean(),
  variant: fc.constantFrom('a', 'b', undefined),
});

/** Money rows summed by currency, as the report keeps each currency apart (a currency with a row has a sum). */
function sumByCurrency(rows: readonly [PaidIn, number][]): Amounts {
  const sums: Amounts = {};
  for (const [currency, amount] of rows) sums[currency] = (sums[currency] ?? 0) + amount;
  return sums;
}
/** Sums in dollars at RATES, the pound's named apart. */
const inDollars = (net: Amounts) => ({
  amount: Math.round((net.USD ?? 0) + (net.EUR ?? 0) * 1.25),
  unconverted: net.GBP === undefined ? {} : { GBP: net.GBP },
});

describe.each(testDatabases())('the report of random visitors, through the gateway, on $name', ({ open }) => {
  let gateway: TestGateway;
  let clients = 0;
  const client = () => `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients++ & 255}`;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    // The gateway files days in the report's time zone as they come, as the app does with REPORT_TIME_ZONE set.
    gateway.ctx.reportTimeZone = TIME_ZONE;
    for (const slug of ['palmistry', 'witch-power']) {
      const { funnel, flow } = fixtureDefinition(slug);
      await gateway.publishFunnel(funnel, flow);
    }
  });
  afterAll(async () => {
    await gateway?.close();
  });

  const steps = WAY.map((id) => ({ id, path: id }));
  const wipe = async () => {
    for (const table of [
      stepCounts,
      visitMoments,
      visits,
      receivedBatches,
      countedPageMoments,
      transactions,
      orders,
      leads,
      users,
    ])
      await gateway.ctx.db.delete(table);
  };

  /** What the browser sends for a visitor, and the leads, orders and provider's reports the gateway keeps of them. */
  async function play(visitor: Visitor) {
    const visitId = randomUUID();
    const way = WAY.slice(0, visitor.reached);
    const startedAt = new Date(visitor.begun.at);
    const moments = way.flatMap((stepId, i) => [
      ...(i === 0 ? [{ stepId, moment: 'start' as const }] : []),
      { stepId, moment: 'shown' as const },
      ...(i < way.length - 1
        ? [{ stepId, moment: visitor.skips[i] ? ('skipped' as const) : ('answered' as const) }]
        : []),
    ]);
    const timed = moments.map((m, i) => ({ ...m, at: startedAt.getTime() + i * 1000 }));
    const dimensions = {
      funnel: 'palmistry',
      source: visitor.source,
      campaign: visitor.campaign,
      ...(visitor.variant && { experiment: { experimentId: 'price', variantId: visitor.variant } }),
    };
    // Sent as the visit ends, after every moment it holds.
    gateway.setNow(new Date(startedAt.getTime() + timed.length * 1000));
    // A tester's page measures nothing.
    if (!visitor.tester) await sendMoments(visitor, visitId, 'palmistry', dimensions, moments, timed);
    const attribution = {
      ...(visitor.source && { utm_source: visitor.source }),
      ...(visitor.campaign && { utm_campaign: visitor.campaign }),
    };
    const made = { source: visitor.source, campaign: visitor.campaign, attribution, tester: visitor.tester };
    if (visitor.lead)
      await gateway.ctx.db.insert(leads).values({
        visitId,
        email: `${visitId}@example.com`,
        funnelSlug: 'palmistry',
        funnelVersion: 1,
        ...made,
        createdAt: new Date(visitor.lead.at),
      });
    // The same tab in witch-power: a visit of it under the same id, measured as the first was, and an email given.
    if (visitor.secondFunnel) {
      const { flow } = fixtureDefinition('witch-power');
      const first = [
        { stepId: flow.firstStep, moment: 'start' as const },
        { stepId: flow.firstStep, moment: 'shown' as const },
      ];
      if (!visitor.tester)
        await sendMoments(
          visitor,
          visitId,
          'witch-power',
          { ...dimensions, funnel: 'witch-power', experiment: undefined },
          first,
          first.map((m) => ({ ...m, at: startedAt.getTime() })),
        );
      await gateway.ctx.db.insert(leads).values({
        visitId,
        email: `${visitId}.witch@example.com`,
        funnelSlug: 'witch-power',
        funnelVersion: 1,
        ...made,
        createdAt: startedAt,
      });
      await markFollowedVisit(gateway.ctx.db, { visitId, funnelSlug: 'witch-power' });
    }
    const currency = visitor.paid;
    if (currency !== undefined) {
      const [user] = await gateway.ctx.db
        .insert(users)
        .values({ email: `${visitId}@example.com` })
        .returning();
      const subscriptionId = `sub_${visitId}`;
      const order = (
        id: string,
        sale: 'plan' | 'renewal' | 'one_click_upsell',
        status: 'handled' | 'refunded' | 'fail',
      ) => ({
        id,
        idempotencyKey: randomUUID(),
        userId: user?.id ?? '',
        email: `${visitId}@example.com`,
        funnelSlug: 'palmistry',
        funnelVersion: 1,
        productKind: sale === 'one_click_upsell' ? ('upsell' as const) : ('plan' as const),
        sale,
        productId: sale === 'one_click_upsell' ? 'guide' : 'trial-1-week',
        amount: sale === 'one_click_upsell' ? UPSELL_PRICES[currency] : PRICES[currency],
        currency,
        status,
        ...(sale !== 'one_click_upsell' && { subscriptionId }),
        visitId,
        ...made,
      });
      const reported = (
        orderId: string,
        operation: 'pay' | 'refund' | 'chargeback' | 'recurring',
        status: 'success' | 'fail',
        amount: number,
        at: number,
      ) => ({
        orderId,
        providerTransactionId: randomUUID(),
        operation,
        status,
        amount,
        currency,
        occurredAt: new Date(at),
      });
      const back = refundOf(visitor);
      const planId = `ord_${visitId}`;
      // A chargeback leaves the order's status as it was; a refund marks it.
      const refunded = back > 0 && visitor.takenBack === 'refund';
      await gateway.ctx.db.insert(orders).values(order(planId, 'plan', refunded ? 'refunded' : 'handled'));
      await gateway.ctx.db
        .insert(transactions)
        .values([
          reported(planId, 'pay', 'success', PRICES[currency], startedAt.getTime()),
          ...(back > 0 ? [reported(planId, visitor.takenBack, 'success', back, startedAt.getTime())] : []),
        ]);
      if (visitor.upsell) {
        const upsellId = `ups_${visitId}`;
        await gateway.ctx.db.insert(orders).values(order(upsellId, 'one_click_upsell', 'handled'));
        await gateway.ctx.db
          .insert(transactions)
          .values(reported(upsellId, 'pay', 'success', UPSELL_PRICES[currency], startedAt.getTime() + 60_000));
      }
      // The renewal, as the provider reports it: each attempt an order of its own on the same subscription.
      const attempts = { none: [], paid: ['success'], refused: ['fail'], 'refused twice': ['fail', 'fail'] } as const;
      for (const [attempt, status] of attempts[visitor.renewal].entries()) {
        const renewalId = `ren_${attempt}_${visitId}`;
        await gateway.ctx.db
          .insert(orders)
          .values(order(renewalId, 'renewal', status === 'success' ? 'handled' : 'fail'));
        await gateway.ctx.db
          .insert(transactions)
          .values(reported(renewalId, 'recurring', status, PRICES[currency], visitor.renewed.at + attempt * 60_000));
      }
    }
    // As saveLead and takeOrder do once their row is in.
    await markFollowedVisit(gateway.ctx.db, { visitId, funnelSlug: 'palmistry' });
  }

  /**
   * What a visitor's page sends of a funnel, by their consent, through the gateway with the passes it was given:
   * counts (perhaps twice: the same page, counted once), counts then the rest followed after a reload, or followed
   * from the start in two batches (perhaps each sent twice, out of order).
   */
  async function sendMoments(
    visitor: Visitor,
    visitId: string,
    funnel: string,
    dimensions: Omit<StepCountsRequest, 'moments' | 'pass'>,
    moments: StepCountsRequest['moments'],
    timed: VisitMomentsRequest['moments'],
  ) {
    const momentsPass = gateway.pass('moments', funnel, visitId);
    if (visitor.consent === 'never') {
      const page = gateway.pass('counts', funnel);
      for (const _ of visitor.repeats ? [1, 2] : [1])
        await countStepMoments(gateway.ctx, { ...dimensions, pass: page, moments }, client());
    } else if (visitor.consent === 'after a reload') {
      // The first page counted, then consent given: the rest goes with the id, and is counted too.
      const cut = Math.ceil(timed.length / 2);
      await countStepMoments(
        gateway.ctx,
        { ...dimensions, pass: gateway.pass('counts', funnel), moments: moments.slice(0, cut) },
        client(),
      );
      if (cut < timed.length)
        await recordVisitMoments(
          gateway.ctx,
          { visitId, pass: momentsPass, ...dimensions, moments: timed.slice(cut) },
          client(),
        );
    } else {
      const batches = [timed.slice(0, 3), timed.slice(3)].filter((b) => b.length > 0);
      const sent = visitor.repeats ? [...batches, ...batches].reverse() : batches;
      // The start first (a followed visit's first batch holds it), then the rest in any order, perhaps twice.
      await recordVisitMoments(
        gateway.ctx,
        { visitId, pass: momentsPass, ...dimensions, moments: batches[0] ?? [] },
        client(),
      );
      for (const batch of sent)
        await recordVisitMoments(gateway.ctx, { visitId, pass: momentsPass, ...dimensions, moments: batch }, client());
    }
  }
  const refundOf = (v: Visitor) => (v.paid === undefined ? 0 : Math.min(v.refund, PRICES[v.paid]));

  /** Every share of the report: none may pass 100%. */
  const shares = (report: FunnelReport) => [
    report.followed.emailCapture.rate,
    report.followed.paid.rate,
    ...report.followed.steps.flatMap((s) => [s.reached, s.dropOff]),
    ...report.origins.flatMap((o) => [o.followed.emailCapture.rate, o.followed.paid.rate]),
  ];

  /**
   * What followed visitors' orders brought to this day, by currency: the plan less what went back (refunded or charged
   * back), an upsell bought, and a renewal paid.
   */
  const followedNetOf = (visitors: readonly Visitor[]) =>
    sumByCurrency(
      visitors.flatMap((v): [PaidIn, number][] =>
        v.paid === undefined
          ? []
          : [
              [v.paid, PRICES[v.paid] - refundOf(v)],
              ...(v.upsell ? [[v.paid, UPSELL_PRICES[v.paid]] as [PaidIn, number]] : []),
              ...(v.renewal === 'paid' ? [[v.paid, PRICES[v.paid]] as [PaidIn, number]] : []),
            ],
      ),
    );

  it('equals what the visitors did, in each population, on the days of its time zone, in one currency for totals (random histories)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(visitorArbitrary, { maxLength: 6 }), async (visitors) => {
        await wipe();
        for (const visitor of visitors) await play(visitor);
        const report = await readFunnelReport(gateway.ctx.db, 'palmistry', steps, RANGE, RATES);
        for (const rate of shares(report)) expect(rate).toBeLessThanOrEqual(1);

        // The team's tests are in no figure: their pages measure nothing, their leads and orders are left out.
        const people = visitors.filter((v) => !v.tester);
        // Followed: the visits begun in the range there, and the money of their orders to this day.
        const followedOnes = people.filter((v) => v.consent === 'from the start' && v.begun.inRange);
        expect(report.followed.visits).toBe(followedOnes.length);
        expect(report.followed.emailCapture.count).toBe(followedOnes.filter((v) => v.lead).length);
        expect(report.followed.paid.count).toBe(followedOnes.filter((v) => v.paid).length);
        const followedNet = followedNetOf(followedOnes);
        expect(report.followed.revenue.net).toEqual(followedNet);
        expect(report.followed.revenue.total).toEqual(inDollars(followedNet));
        expect(report.followed.revenuePerVisit).toBe(
          followedOnes.length === 0 ? 0 : inDollars(followedNet).amount / followedOnes.length,
        );
        WAY.forEach((stepId, i) => {
          const step = report.followed.steps[i];
          expect(step?.id).toBe(stepId);
          expect(step?.visitors).toBe(followedOnes.filter((v) => v.reached > i).length);
          expect(step?.left).toBe(followedOnes.filter((v) => v.reached === i + 1).length);
          expect(step?.skipped).toBe(followedOnes.filter((v) => v.reached > i + 1 && v.skips[i]).length);
        });
        // Counted: every moment sent without a followed start, once each (nothing was sent twice), on its day there.
        const countedOnes = people.filter((v) => v.consent !== 'from the start' && v.begun.inRange);
        expect(report.counted.visits).toBe(countedOnes.length);
        WAY.forEach((stepId, i) => {
          expect(report.counted.steps[i]).toMatchObject({
            id: stepId,
            shown: countedOnes.filter((v) => v.reached > i).length,
          });
        });
        // Everyone: every lead and payment of the range there, whatever the consent, each on its own day.
        expect(report.everyone.leads).toBe(people.filter((v) => v.lead?.inRange).length);
        expect(report.everyone.customers).toBe(people.filter((v) => v.paid && v.begun.inRange).length);
        const everyoneNet = sumByCurrency(
          people.flatMap((v): [PaidIn, number][] =>
            v.paid === undefined
              ? []
              : [
                  ...(v.begun.inRange ? [[v.paid, PRICES[v.paid] - refundOf(v)] as [PaidIn, number]] : []),
                  ...(v.begun.inRange && v.upsell ? [[v.paid, UPSELL_PRICES[v.paid]] as [PaidIn, number]] : []),
                  ...(v.renewal === 'paid' && v.renewed.inRange ? [[v.paid, PRICES[v.paid]] as [PaidIn, number]] : []),
                ],
          ),
        );
        expect(report.everyone.revenue.net).toEqual(everyoneNet);
        // What went back, each way apart: refunds and chargebacks in the range there.
        const wentBack = (way: Visitor['takenBack']) =>
          sumByCurrency(
            people.flatMap((v): [PaidIn, number][] =>
              v.paid !== undefined && v.begun.inRange && v.takenBack === way && refundOf(v) > 0
                ? [[v.paid, refundOf(v)]]
                : [],
            ),
          );
        expect(report.everyone.revenue.refunds).toEqual(wentBack('refund'));
        expect(report.everyone.revenue.chargebacks).toEqual(wentBack('chargeback'));
        expect(report.everyone.revenue.total).toEqual(inDollars(everyoneNet));
        // Subscriptions whose renewal was refused in the range there: each once, however many attempts.
        expect(report.everyone.failedRenewals).toBe(
          people.filter((v) => v.paid && v.renewal.startsWith('refused') && v.renewed.inRange).length,
        );
        // By variant: the same visits, adding up to the funnel's figures.
        for (const variant of ['a', 'b', undefined] as const) {
          const of = (v: Visitor) => v.variant === variant;
          const figures = report.variants.find((f) => f.variantId === (variant ?? ''));
          expect(figures?.followed.visits ?? 0).toBe(followedOnes.filter(of).length);
          expect(figures?.followed.emailCapture.count ?? 0).toBe(followedOnes.filter(of).filter((v) => v.lead).length);
          expect(figures?.followed.paid.count ?? 0).toBe(followedOnes.filter(of).filter((v) => v.paid).length);
          expect(figures?.followed.revenue ?? inDollars({})).toEqual(inDollars(followedNetOf(followedOnes.filter(of))));
          // Its money per visit, summed a visit at a time in the database, is its total over its visits (each visit
          // rounded to the cent on its own).
          const { visits: n, revenue, revenuePerVisit } = figures?.followed ?? { visits: 0 };
          if (n > 0) expect(Math.abs((revenuePerVisit?.mean ?? 0) * n - (revenue?.amount ?? 0))).toBeLessThanOrEqual(n);
          expect(figures?.counted.visits ?? 0).toBe(countedOnes.filter(of).length);
        }
        // By origin, each part on its own base: visits by the day they began, leads by the day each was given.
        for (const source of ['tiktok', ''] as const)
          for (const campaign of ['spring', ''] as const) {
            const of = (v: Visitor) => v.source === source && v.campaign === campaign;
            const origin = report.origins.find((o) => o.source === source && o.campaign === campaign);
            expect(origin?.followed.visits ?? 0).toBe(followedOnes.filter(of).length);
            expect(origin?.followed.emailCapture.count ?? 0).toBe(followedOnes.filter(of).filter((v) => v.lead).length);
            expect(origin?.everyone.leads ?? 0).toBe(people.filter(of).filter((v) => v.lead?.inRange).length);
          }

        // The tab's second funnel has its own visits and leads, and took nothing of the first's.
        const witch = await readFunnelReport(
          gateway.ctx.db,
          'witch-power',
          [{ id: fixtureDefinition('witch-power').flow.firstStep, path: '' }],
          RANGE,
          RATES,
        );
        const inWitch = followedOnes.filter((v) => v.secondFunnel);
        expect(witch.followed.visits).toBe(inWitch.length);
        expect(witch.followed.emailCapture.count).toBe(inWitch.length);
        expect(witch.counted.visits).toBe(countedOnes.filter((v) => v.secondFunnel).length);
        expect(witch.everyone.leads).toBe(people.filter((v) => v.secondFunnel && v.begun.inRange).length);
      }),
      { numRuns: 60 },
    );
  }, 300_000);
});
