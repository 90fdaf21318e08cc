import { sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { stepCounts } from '@/runtime/platform/db/schema';
import type { MeasuredMoment, Population } from '@/schemas/enums/measuredMoments';
import type { TrafficSource } from '@/schemas/enums/trafficSources';

/** What a count is kept under: the day, the funnel, who it is of, the step and moment, and the visit's dimensions. */
export type StepCountKey = {
  day: string;
  funnelSlug: string;
  population: Population;
  stepId: string;
  moment: MeasuredMoment;
  source: TrafficSource;
  campaign: string;
  experimentId: string;
  variantId: string;
};

/**
 * Adds to the report's counts (one statement: each key's additions summed first, since a row may be changed once per
 * statement). A negative addition moves a count back (a followed visit's last step, moving on).
 */
export async function addStepCounts(db: Database, additions: readonly (StepCountKey & { add: number })[]) {
  const summed = new Map<string, StepCountKey & { count: number }>();
  for (const { add, ...key } of additions) {
    const id = JSON.stringify(key);
    const kept = summed.get(id);
    if (kept) kept.count += add;
    else summed.set(id, { ...key, count: add });
  }
  const rows = [...summed.values()].filter((row) => row.count !== 0);
  if (rows.length === 0) return;
  await db
    .insert(stepCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        stepCounts.funnelSlug,
        stepCounts.day,
        stepCounts.population,
        stepCounts.stepId,
        stepCounts.moment,
        stepCounts.source,
        stepCounts.campaign,
        stepCounts.experimentId,
        stepCounts.variantId,
      ],
      set: { count: sql`${stepCounts.count} + excluded.count` },
    });
}
