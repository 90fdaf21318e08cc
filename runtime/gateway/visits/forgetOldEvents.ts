import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DAY_MS } from '@/runtime/platform/days';
import type { Database } from '@/runtime/platform/db/database';
import { analyticsEvents, countedPageMoments, receivedBatches, visitMoments } from '@/runtime/platform/db/schema';

/**
 * How many rows one statement of the sweep deletes: a busy funnel stores millions of moments a day, and one delete of
 * a whole day would hold its locks and its undo for as long as it takes; a chunk is short, and only its count returns.
 */
export const FORGET_CHUNK_ROWS = 10_000;

/** Deletes the rows of `table` with `column` before `before`, a chunk at a time; answers how many went. */
async function forgetBefore(
  db: Database,
  table: PgTable,
  column: PgColumn,
  before: Date,
  chunkRows: number,
): Promise<number> {
  let gone = 0;
  for (;;) {
    const chunk: SQL = sql`with gone as (
        delete from ${table} where ctid in (
          select ctid from ${table} where ${column} < ${before.toISOString()} limit ${chunkRows})
        returning 1)
      select count(*)::int as n from gone`;
    const { rows } = (await db.execute(chunk)) as unknown as { rows: { n: number }[] };
    const n = rows[0]?.n ?? 0;
    gone += n;
    if (n < chunkRows) return gone;
  }
}

/**
 * Deletes the raw events older than the retention (EVENT_RETENTION_DAYS): followed visits' moments, the batches of them
 * taken, the moments counted per page, and the embedded product-analytics events. The report's daily counts and its visits stay (docs/decisions/0031). Answers how many of
 * each went. `chunkRows` is how many one statement deletes.
 */
export async function forgetOldEvents(
  db: Database,
  retentionDays: number,
  now: Date,
  chunkRows = FORGET_CHUNK_ROWS,
): Promise<{ moments: number; batches: number; pages: number; events: number }> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  return {
    moments: await forgetBefore(db, visitMoments, visitMoments.at, before, chunkRows),
    batches: await forgetBefore(db, receivedBatches, receivedBatches.receivedAt, before, chunkRows),
    pages: await forgetBefore(db, countedPageMoments, countedPageMoments.countedAt, before, chunkRows),
    events: await forgetBefore(db, analyticsEvents, analyticsEvents.occurredAt, before, chunkRows),
  };
}
