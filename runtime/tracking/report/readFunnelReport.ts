import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { analyticsEvents, leads, orders } from '../../platform/db/schema';
import { type FunnelReport, type FunnelReportInput, funnelReport } from './funnelReport';

/**
 * A funnel's report (funnelReport) from what the database holds: the analytics events the app's own gateway
 * stored (every event at a step counts the visit there), the leads, and the funnel's subscription orders. The
 * caller names the steps (the flow the funnel runs now), as definitions are read elsewhere.
 */
export async function readFunnelReport(
  db: Database,
  funnel: string,
  steps: FunnelReportInput['steps'],
): Promise<FunnelReport> {
  const [stepRows, leadRows, orderRows] = await Promise.all([
    db
      .select({
        visitId: analyticsEvents.visitId,
        stepId: analyticsEvents.stepId,
        lastAt: max(analyticsEvents.occurredAt),
      })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.funnelSlug, funnel), isNotNull(analyticsEvents.stepId)))
      .groupBy(analyticsEvents.visitId, analyticsEvents.stepId),
    db.select({ visitId: leads.visitId }).from(leads).where(eq(leads.funnelSlug, funnel)),
    db
      .select({ customer: orders.userId, status: orders.status })
      .from(orders)
      .where(and(eq(orders.funnelSlug, funnel), eq(orders.productKind, 'plan'))),
  ]);
  return funnelReport({
    funnel,
    steps,
    stepVisits: stepRows.flatMap(({ visitId, stepId, lastAt }) =>
      stepId === null || lastAt === null ? [] : [{ visitId, stepId, lastAt: new Date(lastAt) }],
    ),
    leadVisits: leadRows.map((row) => row.visitId),
    orders: orderRows,
  });
}
