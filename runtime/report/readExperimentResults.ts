import { and, count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { analyticsEvents, experimentExposures, leads, orders, transactions } from '@/runtime/platform/db/schema';
import { REFUSED_ORDER_STATUSES } from '@/schemas/enums/orderStatuses';
import { CONVERTED_ORDER_STATUSES } from '@/schemas/enums/paidOrderStatuses';
import type { Experiment } from '@/schemas/funnelSchema';
import {
  MONEY_IN_OPERATIONS,
  MONEY_OUT_OPERATIONS,
  MONEY_RECOVERED_OPERATIONS,
} from '@/schemas/payments/moneyOperations';
import { type ExperimentResults, experimentResults } from './experimentResults';
import { experimentVerdict } from './experimentVerdict';

/**
 * A funnel's experiment results (experimentResults) from what the database holds: each variant's exposed visitors
 * (the exposures the gateway kept), and of those, who gave an email, who paid for a plan, and the net money of each
 * one's orders (plans, upsells, renewals, less refunds and chargebacks), in the variant they were exposed to. A lead or an order counts only through its visitor's exposure: a tester's (whose
 * visits are not exposures), one with no visitor id, or one naming another variant than its visitor's counts in none.
 * Variants in the document's order; counts of a variant since removed are not shown.
 */
export async function readExperimentResults(
  db: Database,
  funnel: string,
  experiment: Experiment,
): Promise<ExperimentResults> {
  const exposedHere = and(
    eq(experimentExposures.funnelSlug, funnel),
    eq(experimentExposures.experimentId, experiment.id),
  );
  const exposureOf = (row: typeof leads | typeof orders) =>
    and(
      eq(experimentExposures.experimentId, row.experimentId),
      eq(experimentExposures.visitorId, row.visitorId),
      eq(experimentExposures.variantId, row.variantId),
    );
  const paidHere = and(
    exposedHere,
    eq(orders.funnelSlug, funnel),
    inArray(orders.status, [...CONVERTED_ORDER_STATUSES]),
  );
  // Each exposed visitor's net money by currency: what came in on their orders, less what went back, plus what won
  // disputes gave back.
  const perVisitor = db
    .select({
      variantId: experimentExposures.variantId,
      currency: transactions.currency,
      net: sql<number>`sum(case when ${inArray(transactions.operation, [...MONEY_OUT_OPERATIONS])} then -${transactions.amount} else ${transactions.amount} end)`.as(
        'net',
      ),
    })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .innerJoin(experimentExposures, exposureOf(orders))
    .where(
      and(
        exposedHere,
        eq(orders.funnelSlug, funnel),
        eq(transactions.status, 'success'),
        inArray(transactions.operation, [
          ...MONEY_IN_OPERATIONS,
          ...MONEY_OUT_OPERATIONS,
          ...MONEY_RECOVERED_OPERATIONS,
        ]),
        isNotNull(transactions.currency),
      ),
    )
    .groupBy(experimentExposures.variantId, transactions.currency, experimentExposures.visitorId)
    .as('per_visitor');
  const [exposed, emails, paid, revenue, refunded, payments, firstPaint] = await Promise.all([
    db
      .select({ variantId: experimentExposures.variantId, n: count() })
      .from(experimentExposures)
      .where(exposedHere)
      .groupBy(experimentExposures.variantId),
    db
      .select({ variantId: experimentExposures.variantId, n: countDistinct(experimentExposures.visitorId) })
      .from(leads)
      .innerJoin(experimentExposures, exposureOf(leads))
      .where(and(exposedHere, eq(leads.funnelSlug, funnel)))
      .groupBy(experimentExposures.variantId),
    db
      .select({ variantId: experimentExposures.variantId, n: countDistinct(experimentExposures.visitorId) })
      .from(orders)
      .innerJoin(experimentExposures, exposureOf(orders))
      .where(and(paidHere, eq(orders.sale, 'plan')))
      .groupBy(experimentExposures.variantId),
    db
      .select({
        variantId: perVisitor.variantId,
        currency: perVisitor.currency,
        sum: sql<number>`sum(${perVisitor.net})`.mapWith(Number),
        sumOfSquares: sql<number>`sum(${perVisitor.net} * ${perVisitor.net})`.mapWith(Number),
      })
      .from(perVisitor)
      .groupBy(perVisitor.variantId, perVisitor.currency),
    // Paying visitors who got money back: a refund or a chargeback on a plan of theirs.
    db
      .select({ variantId: experimentExposures.variantId, n: countDistinct(experimentExposures.visitorId) })
      .from(transactions)
      .innerJoin(orders, eq(orders.id, transactions.orderId))
      .innerJoin(experimentExposures, exposureOf(orders))
      .where(
        and(
          paidHere,
          eq(orders.sale, 'plan'),
          eq(transactions.status, 'success'),
          inArray(transactions.operation, [...MONEY_OUT_OPERATIONS]),
        ),
      )
      .groupBy(experimentExposures.variantId),
    // Plan payments the provider answered: approved (the money taken) or refused.
    db
      .select({
        variantId: experimentExposures.variantId,
        approved: sql<number>`count(*) filter (where ${inArray(orders.status, [...CONVERTED_ORDER_STATUSES])})`.mapWith(
          Number,
        ),
        refused: sql<number>`count(*) filter (where ${inArray(orders.status, [...REFUSED_ORDER_STATUSES])})`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .innerJoin(experimentExposures, exposureOf(orders))
      .where(and(exposedHere, eq(orders.funnelSlug, funnel), eq(orders.sale, 'plan')))
      .groupBy(experimentExposures.variantId),
    // The first step's paint as visitors' browsers measured it (product analytics, under consent), per variant.
    db
      .select({
        variantId: sql<string>`${analyticsEvents.properties}->>'variant_id'`,
        n: count(),
        sum: sql<number>`sum((${analyticsEvents.properties}->>'value')::float8)`.mapWith(Number),
        sumOfSquares: sql<number>`sum(((${analyticsEvents.properties}->>'value')::float8) ^ 2)`.mapWith(Number),
      })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.funnelSlug, funnel),
          eq(analyticsEvents.name, WEB_VITAL_EVENT),
          sql`${analyticsEvents.properties}->>'metric' = ${FIRST_PAINT_METRIC}`,
          sql`${analyticsEvents.properties}->>'experiment_id' = ${experiment.id}`,
        ),
      )
      .groupBy(sql`${analyticsEvents.properties}->>'variant_id'`),
  ]);
  const countOf = (rows: readonly { variantId: string; n: number }[], variantId: string) =>
    Number(rows.find((r) => r.variantId === variantId)?.n ?? 0);
  const counts = experiment.variants.map(({ id }) => ({
    variantId: id,
    exposed: countOf(exposed, id),
    emails: countOf(emails, id),
    paid: countOf(paid, id),
    revenue: Object.fromEntries(
      revenue
        .filter((r) => r.variantId === id && r.currency !== null)
        .map((r) => [r.currency, { sum: r.sum, sumOfSquares: r.sumOfSquares }]),
    ),
  }));
  // The experiment's money is read in the currency most of it came in.
  const byCurrency = new Map<string, number>();
  for (const r of revenue)
    if (r.currency !== null) byCurrency.set(r.currency, (byCurrency.get(r.currency) ?? 0) + Math.abs(r.sum));
  const [currency] = [...byCurrency.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c);
  const verdict = experimentVerdict(
    experiment.variants.map(({ id, weight }, i) => {
      const own = counts[i];
      const money = currency === undefined ? undefined : own?.revenue[currency];
      const paint = firstPaint.find((r) => r.variantId === id);
      const answered = payments.find((r) => r.variantId === id);
      return {
        variantId: id,
        weight,
        exposed: own?.exposed ?? 0,
        paid: own?.paid ?? 0,
        refunded: countOf(refunded, id),
        approved: answered?.approved ?? 0,
        refused: answered?.refused ?? 0,
        revenue: { n: own?.exposed ?? 0, sum: money?.sum ?? 0, sumOfSquares: money?.sumOfSquares ?? 0 },
        firstPaint: { n: Number(paint?.n ?? 0), sum: paint?.sum ?? 0, sumOfSquares: paint?.sumOfSquares ?? 0 },
      };
    }),
    currency,
    Object.fromEntries(experiment.variants.map((v) => [v.id, publishingChanges(v)])),
  );
  return { ...experimentResults(experiment.id, counts), verdict };
}

/** The event of a web vital as product analytics keeps it, and the vital that says when the first step painted. */
const WEB_VITAL_EVENT = 'web_vital';
const FIRST_PAINT_METRIC = 'LCP';

/** What publishing a variant would change of the funnel: the flow its visitors run, and what it sells. */
function publishingChanges(variant: Experiment['variants'][number]): string {
  const changes = [
    ...(variant.flow
      ? [`its visitors' flow ${variant.flow.id}${variant.flow.version ? ` version ${variant.flow.version}` : ''}`]
      : []),
    ...(variant.products
      ? [
          `what it sells: ${
            [
              ...(variant.products.plans ?? []).map((plan) => `plan ${plan.id}`),
              ...(variant.products.upsells ?? []).map((upsell) => `upsell ${upsell}`),
            ].join(', ') || 'no products'
          }`,
        ]
      : []),
  ];
  return changes.length === 0 ? 'nothing: it runs the funnel as it is' : changes.join('; ');
}
