import { lt } from 'drizzle-orm';
import type { Database } from '../platform/db/database';
import { analyticsEvents, visitMoments } from '../platform/db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the raw events older than the retention (EVENT_RETENTION_DAYS): followed visits' moments and the embedded
 * product-analytics events. The report's daily counts and its visits stay (docs/decisions/0031). Answers how many of
 * each went.
 */
export async function forgetOldEvents(
  db: Database,
  retentionDays: number,
  now: Date,
): Promise<{ moments: number; events: number }> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const moments = await db.delete(visitMoments).where(lt(visitMoments.at, before)).returning({ at: visitMoments.at });
  const events = await db
    .delete(analyticsEvents)
    .where(lt(analyticsEvents.occurredAt, before))
    .returning({ at: analyticsEvents.occurredAt });
  return { moments: moments.length, events: events.length };
}
