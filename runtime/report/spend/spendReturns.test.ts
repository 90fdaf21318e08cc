import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adSpend, followedStarts, orders, transactions, visits } from '@/runtime/platform/db/schema';
import type { ReportRates } from '@/runtime/report/reportRates';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { readOriginReturns } from './readOriginReturns';
import { takeSpendFile } from './takeSpendFile';

const RANGE = { from: '2026-11-01', to: '2026-11-30', timeZone: 'UTC' };
const RATES: ReportRates = { currency: 'USD', rates: { USD: 1, EUR: 1.25 }, asOf: '2026-11-01', illustrative: false };
const IN_RANGE = Date.parse('2026-11-10T12:00:00Z');
const BEFORE = Date.parse('2026-10-20T12:00:00Z');
/** When the report is read: 18 days after the visits of the range, so days 0 and 7 can be read, day 30 not yet. */
const NOW = new Date('2026-11-28T12:00:00Z');
const DAY_MS = 86_400_000;
/** The dimensions of a visit in a variant of the funnel's experiment, or outside it (''). */
const inVariant = (variantId: string) => ({ experimentId: variantId === '' ? '' : 'e1', variantId });
const FILE = [
  'date,source,campaign,currency,amount',
  '2026-11-01,tiktok,spring,EUR,60',
  '2026-11-02,tiktok,spring,EUR,40',
  '2026-11-02,fb,autumn,USD,50',
  // Outside the range: imported, not in its spend.
  '2026-12-01,fb,autumn,USD,999',
].join('\n');

describe.each(testDatabases())('spend and its return on $name', ({ open }) => {
  let gateway: TestGateway;
  let slug = '';
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    const { funnel, flow } = fixtureDefinition('palmistry');
    await gateway.publishFunnel(funnel, flow);
    slug = funnel.slug;
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(async () => {
    for (const table of [adSpend, transactions, orders, visits, followedStarts]) await gateway.ctx.db.delete(table);
  });

  /**
   * A visit followed from its start, as the gateway keeps it (recordVisitMoments, markFollowedVisit): its row, its
   * start among the followed starts, and its orders marked with its day and origin.
   */
  async function followed(
    visitId: string,
    startedAt: number,
    day: string,
    origin: { source: 'tiktok'; campaign: string },
    variantId = '',
    ad = '',
  ) {
    const db = gateway.ctx.db;
    const dimensions = { ...origin, ad, ...inVariant(variantId) };
    await db.insert(visits).values({
      visitId,
      funnelSlug: slug,
      startedAt: new Date(startedAt),
      day,
      ...dimensions,
      lastStepId: 'trial-payment',
      lastAt: new Date(startedAt),
    });
    await db
      .insert(followedStarts)
      .values({ day, funnelSlug: slug, ...dimensions, count: 1 })
      .onConflictDoUpdate({
        target: [
          followedStarts.funnelSlug,
          followedStarts.day,
          followedStarts.source,
          followedStarts.campaign,
          followedStarts.ad,
          followedStarts.experimentId,
          followedStarts.variantId,
        ],
        set: { count: sql`${followedStarts.count} + 1` },
      });
    await db
      .update(orders)
      .set({
        visitDay: day,
        visitSource: origin.source,
        visitCampaign: origin.campaign,
        visitAd: ad,
        visitExperimentId: dimensions.experimentId,
        visitVariantId: dimensions.variantId,
      })
      .where(eq(orders.visitId, visitId));
  }

  /** An order of the funnel from an origin, and the provider's successful reports of it. */
  async function sold(
    origin: { source: 'tiktok' | 'fb'; campaign: string },
    sale: 'plan' | 'renewal' | 'one_click_upsell',
    money: [operation: 'pay' | 'recurring' | 'refund' | 'chargeback', amount: number, at: number][],
    options: {
      currency?: 'EUR' | 'USD';
      visitId?: string;
      subscriptionId?: string;
      tester?: boolean;
      variantId?: string;
      ad?: string;
    } = {},
  ) {
    const { currency = 'EUR', visitId = randomUUID(), tester = false } = options;
    const subscriptionId = options.subscriptionId ?? `sub_${visitId}`;
    const id = `ord_${randomUUID()}`;
    await gateway.ctx.db.insert(orders).values({
      id,
      idempotencyKey: randomUUID(),
      email: `${visitId}@example.com`,
      funnelSlug: slug,
      funnelVersion: 1,
      productKind: sale === 'one_click_upsell' ? 'upsell' : 'plan',
      sale,
      productId: 'p',
      amount: money[0]?.[1] ?? 0,
      currency,
      status: 'handled',
      ...(sale !== 'one_click_upsell' && { subscriptionId }),
      visitId,
      ...origin,
      ...(options.variantId !== undefined && inVariant(options.variantId)),
      ad: options.ad ?? '',
      attribution: {},
      tester,
    });
    await gateway.ctx.db.insert(transactions).values(
      money.map(([operation, amount, at]) => ({
        orderId: id,
        providerTransactionId: randomUUID(),
        operation,
        status: 'success' as const,
        amount,
        currency,
        occurredAt: new Date(at),
      })),
    );
    return { visitId, subscriptionId };
  }

  it('imports a file once however often it comes, a corrected one replacing the days and sources it holds', async () => {
    const first = await takeSpendFile(gateway.ctx.db, slug, FILE, new Date());
    expect(first).toMatchObject({ ok: true, funnel: slug, imported: { rows: 4, days: 3, sources: 2, replaced: 0 } });
    const kept = async () =>
      (await gateway.ctx.db.select().from(adSpend))
        .map((r) => `${r.day}:${r.source}:${r.campaign}:${r.currency}:${r.amount}`)
        .sort();
    const once = await kept();
    expect(await takeSpendFile(gateway.ctx.db, slug, FILE, new Date())).toMatchObject({ imported: { replaced: 4 } });
    expect(await kept()).toEqual(once);
    // TikTok's corrected 2 November: another campaign's amount instead; its other days and other sources stay.
    const corrected = 'date,source,campaign,currency,amount\n2026-11-02,tiktok,spring-b,EUR,45\n';
    expect(await takeSpendFile(gateway.ctx.db, slug, corrected, new Date())).toMatchObject({
      imported: { rows: 1, replaced: 1 },
    });
    expect(await kept()).toEqual([
      '2026-11-01:tiktok:spring:EUR:6000',
      '2026-11-02:fb:autumn:USD:5000',
      '2026-11-02:tiktok:spring-b:EUR:4500',
      '2026-12-01:fb:autumn:USD:99900',
    ]);
  });

  it('refuses a bad file whole, naming the line and column, and a funnel not published', async () => {
    const bad = `${FILE}\n2026-11-03,tiktok,spring,EUR,12;5\n`;
    expect(await takeSpendFile(gateway.ctx.db, slug, bad, new Date())).toMatchObject({
      ok: false,
      status: 422,
      problems: [{ line: 6, column: 'amount' }],
    });
    expect(await gateway.ctx.db.select().from(adSpend)).toEqual([]);
    expect(await takeSpendFile(gateway.ctx.db, 'nowhere', FILE, new Date())).toMatchObject({ ok: false, status: 404 });
  });

  it('gives each origin its spend, customers, cost per customer, money to date and return on ad spend', async () => {
    await takeSpendFile(gateway.ctx.db, slug, FILE, new Date());
    const spring = { source: 'tiktok' as const, campaign: 'spring' };
    const autumn = { source: 'fb' as const, campaign: 'autumn' };
    // Ana: her plan, its renewal (after the range: money to date) and an upsell on her visit.
    const ana = await sold(spring, 'plan', [['pay', 2499, IN_RANGE]]);
    await sold(spring, 'renewal', [['recurring', 2499, NOW.getTime()]], { visitId: ana.visitId });
    await sold(spring, 'one_click_upsell', [['pay', 899, IN_RANGE + 60_000]], { visitId: ana.visitId });
    // Ben: his plan refunded in full.
    const ben = await sold(spring, 'plan', [
      ['pay', 2499, IN_RANGE],
      ['refund', 2499, IN_RANGE + 3_600_000],
    ]);
    // Cy: his plan in dollars, taken back by his bank.
    await sold(
      autumn,
      'plan',
      [
        ['pay', 2999, IN_RANGE],
        ['chargeback', 2999, IN_RANGE + 86_400_000],
      ],
      { currency: 'USD' },
    );
    // Tess of the team, and Dee, whose plan was paid before the range (her renewal in it): customers of no spend here.
    await sold(spring, 'plan', [['pay', 2499, IN_RANGE]], { tester: true });
    const dee = await sold(spring, 'plan', [['pay', 2499, BEFORE]]);
    await sold(spring, 'renewal', [['recurring', 2499, IN_RANGE]], { visitId: dee.visitId });

    // Ana and Ben were followed from their visit's start (Cy never consented).
    for (const { visitId } of [ana, ben]) await followed(visitId, IN_RANGE - 600_000, '2026-11-10', spring);
    const returns = await readOriginReturns(gateway.ctx.db, slug, RANGE, RATES, NOW);
    // By day 0 and day 7: Ana's plan and upsell, Ben's plan and its refund; her renewal comes later.
    const byDay7 = Math.round((2499 + 899) * 1.25);
    const springCohorts = [
      { day: 0, visits: 2, revenue: { amount: byDay7, unconverted: {} }, perVisit: byDay7 / 2 },
      { day: 7, visits: 2, revenue: { amount: byDay7, unconverted: {} }, perVisit: byDay7 / 2 },
      { day: 30, visits: 0, revenue: { amount: 0, unconverted: {} }, perVisit: 0 },
    ];
    const noCohorts = [0, 7, 30].map((day) => ({
      day,
      visits: 0,
      revenue: { amount: 0, unconverted: {} },
      perVisit: 0,
    }));
    const springNet = 2499 + 2499 + 899 + 2499 - 2499;
    expect(returns).toEqual([
      {
        ...spring,
        spend: { amounts: { EUR: 10000 }, total: { amount: 12500, unconverted: {} } },
        customers: 2,
        cac: 6250,
        revenue: {
          gross: { EUR: 2499 * 3 + 899 },
          refunds: { EUR: 2499 },
          chargebacks: {},
          disputesWon: {},
          net: { EUR: springNet },
          total: { amount: Math.round(springNet * 1.25), unconverted: {} },
        },
        roas: Math.round(springNet * 1.25) / 12500,
        cohorts: springCohorts,
        ads: [],
        variants: [],
        // Both visits are eight days old, but no visit of the funnel is old enough to show how money grows after.
        estimates: [
          { day: 30, visits: 2, estimate: null },
          { day: 90, visits: 2, estimate: null },
        ],
      },
      {
        ...autumn,
        spend: { amounts: { USD: 5000 }, total: { amount: 5000, unconverted: {} } },
        customers: 1,
        cac: 5000,
        revenue: {
          gross: { USD: 2999 },
          refunds: {},
          chargebacks: { USD: 2999 },
          disputesWon: {},
          net: { USD: 0 },
          total: { amount: 0, unconverted: {} },
        },
        roas: 0,
        cohorts: noCohorts,
        ads: [],
        variants: [],
        estimates: [
          { day: 30, visits: 0, estimate: null },
          { day: 90, visits: 0, estimate: null },
        ],
      },
    ]);
  });

  it('gives each variant of an experiment its share of the spend, by its followed visits, and its own return', async () => {
    await takeSpendFile(gateway.ctx.db, slug, FILE, new Date());
    const spring = { source: 'tiktok' as const, campaign: 'spring' };
    // Ana (variant a) paid; Ben (b) paid and was refunded; Cat (a) paid nothing.
    const ana = await sold(spring, 'plan', [['pay', 2499, IN_RANGE]], { variantId: 'a' });
    const ben = await sold(
      spring,
      'plan',
      [
        ['pay', 2499, IN_RANGE],
        ['refund', 2499, IN_RANGE + 3_600_000],
      ],
      { variantId: 'b' },
    );
    await followed(ana.visitId, IN_RANGE, '2026-11-10', spring, 'a');
    await followed(ben.visitId, IN_RANGE, '2026-11-10', spring, 'b');
    await followed(randomUUID(), IN_RANGE, '2026-11-10', spring, 'a');
    const [origin] = await readOriginReturns(gateway.ctx.db, slug, RANGE, RATES, NOW);
    const anaPaid = Math.round(2499 * 1.25);
    expect(
      origin?.variants.map((v) => [v.experimentId, v.variantId, v.share, v.customers, v.revenue.total.amount]),
    ).toEqual([
      ['e1', 'a', 2 / 3, 1, anaPaid],
      ['e1', 'b', 1 / 3, 1, 0],
    ]);
    const [a, b] = origin?.variants ?? [];
    // Two thirds of 125.00 USD, in whole cents: the spend is shared, then converted and rounded like any total.
    expect([a?.spend.total.amount, a?.cac, b?.spend.total.amount, b?.cac]).toEqual([8333, 8333, 4167, 4167]);
    expect(a?.roas).toBeCloseTo(anaPaid / 8333, 9);
    expect(b?.roas).toBe(0);
    expect([a?.cohorts[0]?.visits, a?.cohorts[0]?.perVisit, b?.cohorts[0]?.visits, b?.cohorts[0]?.perVisit]).toEqual([
      2,
      anaPaid / 2,
      1,
      0,
    ]);
    // The variants add up to their origin.
    expect(origin?.customers).toBe(2);
    expect((a?.spend.total.amount ?? 0) + (b?.spend.total.amount ?? 0)).toBe(origin?.spend.total.amount);
  });

  it('gives each ad its own spend, and the customers, money and visits that came from it', async () => {
    const file = [
      'date,source,campaign,currency,amount,ad',
      '2026-11-01,tiktok,spring,EUR,60,moon',
      '2026-11-02,tiktok,spring,EUR,40,sun',
      '2026-11-02,tiktok,spring,EUR,10,',
    ].join('\n');
    await takeSpendFile(gateway.ctx.db, slug, file, new Date());
    const spring = { source: 'tiktok' as const, campaign: 'spring' };
    // Ana came from the moon ad and paid; Ben from the sun ad and was refunded; Cy from the moon ad, paid nothing.
    const ana = await sold(spring, 'plan', [['pay', 2499, IN_RANGE]], { ad: 'moon' });
    const ben = await sold(
      spring,
      'plan',
      [
        ['pay', 2499, IN_RANGE],
        ['refund', 2499, IN_RANGE + 3_600_000],
      ],
      { ad: 'sun' },
    );
    await followed(ana.visitId, IN_RANGE, '2026-11-10', spring, '', 'moon');
    await followed(ben.visitId, IN_RANGE, '2026-11-10', spring, '', 'sun');
    await followed(randomUUID(), IN_RANGE, '2026-11-10', spring, '', 'moon');
    const [origin] = await readOriginReturns(gateway.ctx.db, slug, RANGE, RATES, NOW);
    const anaPaid = Math.round(2499 * 1.25);
    // The spend of no ad (10 EUR) is the origin's only.
    expect([origin?.spend.total.amount, origin?.customers, origin?.revenue.total.amount]).toEqual([13750, 2, anaPaid]);
    expect(
      origin?.ads.map((a) => [
        a.ad,
        a.spend.total.amount,
        a.customers,
        a.cac,
        a.revenue.total.amount,
        a.roas,
        a.cohorts[0]?.visits,
        a.cohorts[0]?.perVisit,
      ]),
    ).toEqual([
      ['moon', 7500, 1, 7500, anaPaid, anaPaid / 7500, 2, anaPaid / 2],
      ['sun', 5000, 1, 5000, 0, 0, 1, 0],
    ]);
    expect(origin?.variants).toEqual([]);
  });

  it('estimates at day 7 a young cohort’s day 30 from how the funnel’s older visits grew', async () => {
    const spring = { source: 'tiktok' as const, campaign: 'spring' };
    // Forty days ago: Gus paid, then renewed on day 15 (his money doubled from day 7 to day 30); Hal paid nothing.
    const long = NOW.getTime() - 40 * DAY_MS;
    const gus = await sold(spring, 'plan', [['pay', 2499, long]]);
    await sold(spring, 'renewal', [['recurring', 2499, long + 15 * DAY_MS]], { visitId: gus.visitId });
    await followed(gus.visitId, long, '2026-10-19', spring);
    await followed(randomUUID(), long, '2026-10-19', spring);
    // In the range, eighteen days ago: Ana paid her plan, Bo nothing yet.
    const ana = await sold(spring, 'plan', [['pay', 2499, IN_RANGE]]);
    await followed(ana.visitId, IN_RANGE, '2026-11-10', spring);
    await followed(randomUUID(), IN_RANGE, '2026-11-10', spring);
    const [returns] = await readOriginReturns(gateway.ctx.db, slug, RANGE, RATES, NOW);
    // Growth 2 (Gus's 62.48 against 31.24, in dollars); the cohort's day 7 is 31.24 over two visits.
    const dayThirty = returns?.estimates.find((e) => e.day === 30);
    expect(dayThirty?.visits).toBe(2);
    expect(dayThirty?.estimate?.growth).toBeCloseTo(2, 9);
    expect(dayThirty?.estimate?.perVisit).toBeCloseTo(Math.round(2499 * 1.25), 6);
    expect(returns?.estimates.find((e) => e.day === 90)?.estimate).toBeNull();
  });

  it('names an origin with customers and no spend, with no cost and no return', async () => {
    await sold({ source: 'fb', campaign: 'unpaid' }, 'plan', [['pay', 2999, IN_RANGE]], { currency: 'USD' });
    expect(await readOriginReturns(gateway.ctx.db, slug, RANGE, RATES)).toMatchObject([
      { source: 'fb', campaign: 'unpaid', customers: 1, cac: null, roas: null, spend: { amounts: {} } },
    ]);
  });
});
