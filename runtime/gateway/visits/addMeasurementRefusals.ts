import { sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { measurementRefusals } from '@/runtime/platform/db/schema';
import type { MeasurementRefusal } from '@/schemas/enums/measurementRefusals';

/**
 * Adds to what the report says it did not count (measurementRefusals): `count` moments or exposures of the funnel, on
 * the day, for the reason. Nothing of who sent them is kept.
 */
export async function addMeasurementRefusals(
  db: Database,
  refused: { day: string; funnelSlug: string; reason: MeasurementRefusal; count: number },
): Promise<void> {
  if (refused.count <= 0) return;
  await db
    .insert(measurementRefusals)
    .values(refused)
    .onConflictDoUpdate({
      target: [measurementRefusals.funnelSlug, measurementRefusals.day, measurementRefusals.reason],
      set: { count: sql`${measurementRefusals.count} + excluded.count` },
    });
}
