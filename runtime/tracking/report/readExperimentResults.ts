import { and, count, countDistinct, eq, inArray, sum } from 'drizzle-orm';
import { PAID_ORDER_STATUSES } from '../../../schemas/enums/paidOrderStatuses';
import type { Experiment } from '../../../schemas/funnelSchema';
import type { Database } from '../../platform/db/database';
import { experimentExposures, leads, orders } from '../../platform/db/schema';
import { type ExperimentResults, experimentResults } from './experimentResults';

/**
 * A funnel's experiment results (experimentResults) from what the database holds: the exposures the gateway kept,
 * the leads and the paid orders that name each variant. Variants in the document's order; counts of a variant
 * since removed are not shown.
 */
export async function readExperimentResults(
  db: Database,
  funnel: string,
  experiment: Experiment,
): Promise<ExperimentResults> {
  const [exposed, emails, paid, revenue] = await Promise.all([
    db
      .select({ variantId: experimentExposures.variantId, n: count() })
      .from(experimentExposures)
      .where(and(eq(experimentExposures.funnelSlug, funnel), eq(experimentExposures.experimentId, experiment.id)))
      .groupBy(experimentExposures.variantId),
    db
      .select({ variantId: leads.variantId, n: countDistinct(leads.email) })
      .from(leads)
      .where(and(eq(leads.funnelSlug, funnel), eq(leads.experimentId, experiment.id)))
      .groupBy(leads.variantId),
    db
      .select({ variantId: orders.variantId, n: countDistinct(orders.userId) })
      .from(orders)
      .where(
        and(
          eq(orders.funnelSlug, funnel),
          eq(orders.experimentId, experiment.id),
          eq(orders.productKind, 'plan'),
          inArray(orders.status, [...PAID_ORDER_STATUSES]),
        ),
      )
      .groupBy(orders.variantId),
    db
      .select({ variantId: orders.variantId, currency: orders.currency, amount: sum(orders.amount) })
      .from(orders)
      .where(
        and(
          eq(orders.funnelSlug, funnel),
          eq(orders.experimentId, experiment.id),
          inArray(orders.status, [...PAID_ORDER_STATUSES]),
        ),
      )
      .groupBy(orders.variantId, orders.currency),
  ]);
  const countOf = (rows: readonly { variantId: string | null; n: number }[], variantId: string) =>
    Number(rows.find((r) => r.variantId === variantId)?.n ?? 0);
  return experimentResults(
    experiment.id,
    experiment.variants.map(({ id }) => ({
      variantId: id,
      exposed: countOf(exposed, id),
      emails: countOf(emails, id),
      paid: countOf(paid, id),
      revenue: Object.fromEntries(
        revenue.filter((r) => r.variantId === id).map((r) => [r.currency, Number(r.amount ?? 0)]),
      ),
    })),
  );
}
