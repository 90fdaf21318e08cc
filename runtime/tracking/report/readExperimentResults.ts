import { and, count, countDistinct, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CONVERTED_ORDER_STATUSES } from '../../../schemas/enums/paidOrderStatuses';
import type { Experiment } from '../../../schemas/funnelSchema';
import {
  MONEY_IN_OPERATIONS,
  MONEY_OUT_OPERATIONS,
  MONEY_RECOVERED_OPERATIONS,
} from '../../../schemas/payments/moneyOperations';
import type { Database } from '../../platform/db/database';
import { experimentExposures, leads, orders, transactions } from '../../platform/db/schema';
import { type ExperimentResults, experimentResults } from './experimentResults';

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
  const [exposed, emails, paid, revenue] = await Promise.all([
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
  ]);
  const countOf = (rows: readonly { variantId: string; n: number }[], variantId: string) =>
    Number(rows.find((r) => r.variantId === variantId)?.n ?? 0);
  return experimentResults(
    experiment.id,
    experiment.variants.map(({ id }) => ({
      variantId: id,
      exposed: countOf(exposed, id),
      emails: countOf(emails, id),
      paid: countOf(paid, id),
      revenue: Object.fromEntries(
        revenue
          .filter((r) => r.variantId === id && r.currency !== null)
          .map((r) => [r.currency, { sum: r.sum, sumOfSquares: r.sumOfSquares }]),
      ),
    })),
  );
}
