import { and, count, countDistinct, eq, gte, inArray, isNotNull, lt, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import {
  leads,
  measurementRefusals,
  orders,
  stepCounts,
  subscriptions,
  transactions,
} from '@/runtime/platform/db/schema';
import { CURRENCIES, type Currency } from '@/schemas/enums/currencies';
import { CONVERTED_ORDER_STATUSES } from '@/schemas/enums/paidOrderStatuses';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
import {
  MONEY_IN_OPERATIONS,
  MONEY_OUT_OPERATIONS,
  MONEY_RECOVERED_OPERATIONS,
} from '@/schemas/payments/moneyOperations';
import { RENEWAL_SALES } from '@/schemas/payments/saleKinds';
import { type FunnelReport, type FunnelReportInput, funnelReport } from './funnelReport';
import { minorFactor } from './inReportCurrency';
import { type ReportRange, rangeBounds } from './reportRange';
import type { ReportRates } from './reportRates';

const MONEY_OPERATIONS = [...MONEY_IN_OPERATIONS, ...MONEY_OUT_OPERATIONS, ...MONEY_RECOVERED_OPERATIONS];
/** How the provider says a transaction was refused (a card declined): a renewal's charge that did not go through. */
const REFUSED_TRANSACTION = 'fail';

/** Rows with a currency (a transaction kept before amounts were: none), as the report sums them. */
const withCurrency = <T extends { currency: Currency | null }>(rows: readonly T[]) =>
  rows.flatMap(({ currency, ...row }) => (currency === null ? [] : [{ ...row, currency }]));

/**
 * A funnel's report (funnelReport) from what the database holds, for the days of `range` in its time zone: the daily
 * step counts of both populations, the leads, paid plans and money of the followed visits begun in the range (as
 * markFollowedVisit marked them with their visit), every lead, customer and payment of the funnel in the range (none of the team's tests), and
 * what the gateway was told and did not count (measurementRefusals).
 * Stored days (a visit's, a count's) were filed in the report's time zone as they came; moments (a lead's, a payment's)
 * are read between the range's first and last instants there. The caller names the steps (the flow the funnel serves
 * now), as definitions are read elsewhere, and the rates totals are converted at. Every query reads the roll-ups or one
 * row per visit, lead, order or transaction; none reads events.
 */
export async function readFunnelReport(
  db: Database,
  funnel: string,
  steps: FunnelReportInput['steps'],
  range: ReportRange,
  rates: ReportRates,
): Promise<FunnelReport> {
  const { start, end } = rangeBounds(range);
  // The funnel's leads and orders, the team's tests left out (docs/decisions/0040).
  const ofFunnel = (table: typeof leads | typeof orders) => and(eq(table.funnelSlug, funnel), eq(table.tester, false));
  // Leads and orders of the followed visits begun in the range, as markFollowedVisit marked them.
  const variant = (table: typeof leads | typeof orders) => ({
    experimentId: sql<string>`coalesce(${table.visitExperimentId}, '')`,
    variantId: sql<string>`coalesce(${table.visitVariantId}, '')`,
  });
  const ofFollowed = (table: typeof leads | typeof orders) =>
    and(ofFunnel(table), gte(table.visitDay, range.from), lte(table.visitDay, range.to));
  const origin = (table: typeof leads | typeof orders) => ({
    source: sql<TrafficSource>`coalesce(${table.visitSource}, '')`,
    campaign: sql<string>`coalesce(${table.visitCampaign}, '')`,
  });
  const succeeded = and(eq(transactions.status, 'success'), inArray(transactions.operation, MONEY_OPERATIONS));
  const [
    counts,
    followedLeads,
    followedPaid,
    followedMoney,
    money,
    leadRows,
    customers,
    failed,
    subscriptionRows,
    refusals,
    followedSpread,
  ] = await Promise.all([
    db
      .select({
        population: stepCounts.population,
        stepId: stepCounts.stepId,
        moment: stepCounts.moment,
        source: stepCounts.source,
        campaign: stepCounts.campaign,
        experimentId: stepCounts.experimentId,
        variantId: stepCounts.variantId,
        count: sum(stepCounts.count).mapWith(Number),
      })
      .from(stepCounts)
      .where(and(eq(stepCounts.funnelSlug, funnel), gte(stepCounts.day, range.from), lte(stepCounts.day, range.to)))
      .groupBy(
        stepCounts.population,
        stepCounts.stepId,
        stepCounts.moment,
        stepCounts.source,
        stepCounts.campaign,
        stepCounts.experimentId,
        stepCounts.variantId,
      ),
    db
      .select({ ...origin(leads), ...variant(leads), count: count() })
      .from(leads)
      .where(ofFollowed(leads))
      .groupBy(leads.visitSource, leads.visitCampaign, leads.visitExperimentId, leads.visitVariantId),
    db
      .select({ ...origin(orders), ...variant(orders), count: countDistinct(orders.visitId) })
      .from(orders)
      .where(and(ofFollowed(orders), eq(orders.sale, 'plan'), inArray(orders.status, [...CONVERTED_ORDER_STATUSES])))
      .groupBy(orders.visitSource, orders.visitCampaign, orders.visitExperimentId, orders.visitVariantId),
    db
      .select({
        ...origin(orders),
        ...variant(orders),
        operation: transactions.operation,
        currency: transactions.currency,
        amount: sum(transactions.amount).mapWith(Number),
      })
      .from(transactions)
      .innerJoin(orders, eq(orders.id, transactions.orderId))
      .where(and(ofFollowed(orders), succeeded))
      .groupBy(
        orders.visitSource,
        orders.visitCampaign,
        orders.visitExperimentId,
        orders.visitVariantId,
        transactions.operation,
        transactions.currency,
      ),
    db
      .select({
        source: orders.source,
        campaign: orders.campaign,
        sale: orders.sale,
        operation: transactions.operation,
        currency: transactions.currency,
        amount: sum(transactions.amount).mapWith(Number),
        transactions: count(),
      })
      .from(transactions)
      .innerJoin(orders, eq(orders.id, transactions.orderId))
      .where(and(ofFunnel(orders), succeeded, gte(transactions.occurredAt, start), lt(transactions.occurredAt, end)))
      .groupBy(orders.source, orders.campaign, orders.sale, transactions.operation, transactions.currency),
    db
      .select({ source: leads.source, campaign: leads.campaign, count: count() })
      .from(leads)
      .where(and(ofFunnel(leads), gte(leads.createdAt, start), lt(leads.createdAt, end)))
      .groupBy(leads.source, leads.campaign),
    // People whose plan's first charge was taken in the range.
    db
      .select({ count: countDistinct(orders.userId) })
      .from(transactions)
      .innerJoin(orders, eq(orders.id, transactions.orderId))
      .where(
        and(
          ofFunnel(orders),
          eq(orders.sale, 'plan'),
          eq(transactions.status, 'success'),
          inArray(transactions.operation, [...MONEY_IN_OPERATIONS]),
          gte(transactions.occurredAt, start),
          lt(transactions.occurredAt, end),
        ),
      ),
    // Subscriptions whose renewal the provider reported refused in the range: each once, however many attempts it
    // refused (the provider tries a card again), on the day of its report, not of the order's last change.
    db
      .select({ count: countDistinct(orders.subscriptionId) })
      .from(transactions)
      .innerJoin(orders, eq(orders.id, transactions.orderId))
      .where(
        and(
          ofFunnel(orders),
          inArray(orders.sale, [...RENEWAL_SALES]),
          eq(transactions.status, REFUSED_TRANSACTION),
          inArray(transactions.operation, [...MONEY_IN_OPERATIONS]),
          gte(transactions.occurredAt, start),
          lt(transactions.occurredAt, end),
        ),
      ),
    db
      .select({ status: subscriptions.status, count: count() })
      .from(subscriptions)
      .innerJoin(orders, eq(orders.id, subscriptions.orderId))
      .where(ofFunnel(orders))
      .groupBy(subscriptions.status),
    db
      .select({ reason: measurementRefusals.reason, count: sum(measurementRefusals.count).mapWith(Number) })
      .from(measurementRefusals)
      .where(
        and(
          eq(measurementRefusals.funnelSlug, funnel),
          gte(measurementRefusals.day, range.from),
          lte(measurementRefusals.day, range.to),
        ),
      )
      .groupBy(measurementRefusals.reason),
    spreadOfFollowedMoney(db, ofFollowed(orders), rates),
  ]);
  return funnelReport({
    funnel,
    range,
    rates,
    steps,
    counts,
    followedLeads,
    followedPaid,
    followedMoney: withCurrency(followedMoney),
    money: withCurrency(money),
    leads: leadRows,
    customers: customers[0]?.count ?? 0,
    failedRenewals: failed[0]?.count ?? 0,
    subscriptions: subscriptionRows,
    refusals,
    followedSpread,
  });
}

/**
 * A transaction's money as SQL reads it for the report: `signed`, its amount with what went back negative; `inReport`,
 * the factor to the report's currency's minor units at the rates (null for a currency without a rate, left out).
 */
export function moneyInReportCurrency(rates: ReportRates): { signed: SQL; inReport: SQL } {
  const factors = CURRENCIES.flatMap((currency) => {
    const factor = minorFactor(rates, currency);
    return factor === undefined ? [] : [sql`when ${currency} then ${factor}::float8`];
  });
  return {
    signed: sql`case when ${inArray(transactions.operation, [...MONEY_OUT_OPERATIONS])} then -${transactions.amount} else ${transactions.amount} end`,
    inReport:
      factors.length === 0 ? sql`0::float8` : sql`case ${transactions.currency} ${sql.join(factors, sql` `)} end`,
  };
}

/**
 * The spread of the followed visits' money, by variant: each visit's net (what came in, less what went back, plus
 * disputes won) in the report's currency at the rates, rounded to its minor unit as inReportCurrency does, summed and
 * squared, in the database a visit at a time, so the report reads a row per variant. Currencies without a rate are
 * left out, as from every total.
 */
function spreadOfFollowedMoney(db: Database, ofFollowed: SQL | undefined, rates: ReportRates) {
  const { signed, inReport } = moneyInReportCurrency(rates);
  const perVisit = db
    .select({
      experimentId: sql<string>`coalesce(${orders.visitExperimentId}, '')`.as('experiment_id'),
      variantId: sql<string>`coalesce(${orders.visitVariantId}, '')`.as('variant_id'),
      net: sql<number>`round(sum(${signed} * ${inReport}))`.as('net'),
    })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(
      and(
        ofFollowed,
        eq(transactions.status, 'success'),
        inArray(transactions.operation, MONEY_OPERATIONS),
        isNotNull(inReport),
      ),
    )
    .groupBy(orders.visitExperimentId, orders.visitVariantId, orders.visitId)
    .as('per_visit');
  return db
    .select({
      experimentId: perVisit.experimentId,
      variantId: perVisit.variantId,
      sum: sql<number>`sum(${perVisit.net})`.mapWith(Number),
      squares: sql<number>`sum(${perVisit.net} * ${perVisit.net})`.mapWith(Number),
    })
    .from(perVisit)
    .groupBy(perVisit.experimentId, perVisit.variantId);
}
