import { and, count, countDistinct, eq, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import type { Currency } from '../../../schemas/enums/currencies';
import { REFUSED_ORDER_STATUSES } from '../../../schemas/enums/orderStatuses';
import { CONVERTED_ORDER_STATUSES } from '../../../schemas/enums/paidOrderStatuses';
import type { TrafficSource } from '../../../schemas/enums/trafficSources';
import {
  MONEY_IN_OPERATIONS,
  MONEY_OUT_OPERATIONS,
  MONEY_RECOVERED_OPERATIONS,
} from '../../../schemas/payments/moneyOperations';
import { RENEWAL_SALES } from '../../../schemas/payments/saleKinds';
import type { Database } from '../../platform/db/database';
import { leads, orders, stepCounts, subscriptions, transactions } from '../../platform/db/schema';
import { type FunnelReport, type FunnelReportInput, funnelReport } from './funnelReport';
import { type ReportRange, rangeBounds } from './reportRange';

const MONEY_OPERATIONS = [...MONEY_IN_OPERATIONS, ...MONEY_OUT_OPERATIONS, ...MONEY_RECOVERED_OPERATIONS];

/** Rows with a currency (a transaction kept before amounts were: none), as the report sums them. */
const withCurrency = <T extends { currency: Currency | null }>(rows: readonly T[]) =>
  rows.flatMap(({ currency, ...row }) => (currency === null ? [] : [{ ...row, currency }]));

/**
 * A funnel's report (funnelReport) from what the database holds, for the days of `range`: the daily step counts of
 * both populations, the leads, paid plans and money of the followed visits begun in the range (as markFollowedVisit
 * marked them with their visit), and every lead, customer and payment of the funnel in the range. The caller names the steps (the flow the
 * funnel serves now), as definitions are read elsewhere. Every query reads the roll-ups or one row per visit, lead,
 * order or transaction; none reads events.
 */
export async function readFunnelReport(
  db: Database,
  funnel: string,
  steps: FunnelReportInput['steps'],
  range: ReportRange,
): Promise<FunnelReport> {
  const { start, end } = rangeBounds(range);
  // Leads and orders of the followed visits begun in the range, as markFollowedVisit marked them.
  const ofFollowed = (table: typeof leads | typeof orders) =>
    and(eq(table.funnelSlug, funnel), gte(table.visitDay, range.from), lte(table.visitDay, range.to));
  const origin = (table: typeof leads | typeof orders) => ({
    source: sql<TrafficSource>`coalesce(${table.visitSource}, '')`,
    campaign: sql<string>`coalesce(${table.visitCampaign}, '')`,
  });
  const succeeded = and(eq(transactions.status, 'success'), inArray(transactions.operation, MONEY_OPERATIONS));
  const [counts, followedLeads, followedPaid, followedMoney, money, leadRows, customers, failed, subscriptionRows] =
    await Promise.all([
      db
        .select({
          population: stepCounts.population,
          stepId: stepCounts.stepId,
          moment: stepCounts.moment,
          source: stepCounts.source,
          campaign: stepCounts.campaign,
          count: sum(stepCounts.count).mapWith(Number),
        })
        .from(stepCounts)
        .where(and(eq(stepCounts.funnelSlug, funnel), gte(stepCounts.day, range.from), lte(stepCounts.day, range.to)))
        .groupBy(stepCounts.population, stepCounts.stepId, stepCounts.moment, stepCounts.source, stepCounts.campaign),
      db
        .select({ ...origin(leads), count: count() })
        .from(leads)
        .where(ofFollowed(leads))
        .groupBy(leads.visitSource, leads.visitCampaign),
      db
        .select({ ...origin(orders), count: countDistinct(orders.visitId) })
        .from(orders)
        .where(and(ofFollowed(orders), eq(orders.sale, 'plan'), inArray(orders.status, [...CONVERTED_ORDER_STATUSES])))
        .groupBy(orders.visitSource, orders.visitCampaign),
      db
        .select({
          ...origin(orders),
          operation: transactions.operation,
          currency: transactions.currency,
          amount: sum(transactions.amount).mapWith(Number),
        })
        .from(transactions)
        .innerJoin(orders, eq(orders.id, transactions.orderId))
        .where(and(ofFollowed(orders), succeeded))
        .groupBy(orders.visitSource, orders.visitCampaign, transactions.operation, transactions.currency),
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
        .where(
          and(
            eq(orders.funnelSlug, funnel),
            succeeded,
            gte(transactions.occurredAt, start),
            lt(transactions.occurredAt, end),
          ),
        )
        .groupBy(orders.source, orders.campaign, orders.sale, transactions.operation, transactions.currency),
      db
        .select({ source: leads.source, campaign: leads.campaign, count: count() })
        .from(leads)
        .where(and(eq(leads.funnelSlug, funnel), gte(leads.createdAt, start), lt(leads.createdAt, end)))
        .groupBy(leads.source, leads.campaign),
      // People whose plan's first charge was taken in the range.
      db
        .select({ count: countDistinct(orders.userId) })
        .from(transactions)
        .innerJoin(orders, eq(orders.id, transactions.orderId))
        .where(
          and(
            eq(orders.funnelSlug, funnel),
            eq(orders.sale, 'plan'),
            eq(transactions.status, 'success'),
            inArray(transactions.operation, [...MONEY_IN_OPERATIONS]),
            gte(transactions.occurredAt, start),
            lt(transactions.occurredAt, end),
          ),
        ),
      db
        .select({ count: count() })
        .from(orders)
        .where(
          and(
            eq(orders.funnelSlug, funnel),
            inArray(orders.sale, [...RENEWAL_SALES]),
            inArray(orders.status, [...REFUSED_ORDER_STATUSES]),
            gte(orders.updatedAt, start),
            lt(orders.updatedAt, end),
          ),
        ),
      db
        .select({ status: subscriptions.status, count: count() })
        .from(subscriptions)
        .innerJoin(orders, eq(orders.id, subscriptions.orderId))
        .where(eq(orders.funnelSlug, funnel))
        .groupBy(subscriptions.status),
    ]);
  return funnelReport({
    funnel,
    range,
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
  });
}
