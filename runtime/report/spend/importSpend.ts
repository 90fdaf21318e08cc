import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { adSpend } from '@/runtime/platform/db/schema';
import type { SpendRow } from './parseSpendCsv';

/** What an import did: the days and sources it holds, the rows it kept, and the rows of those days it replaced. */
export type SpendImport = { days: number; sources: number; rows: number; replaced: number };

/**
 * Days and sources an import speaks for whole, whether or not it holds rows of them: a pull of the networks' spend
 * says all they spent from `from` to `to`, so a day they now report nothing of (every ad paused, a day restated to
 * nothing) loses what was kept of it. A file speaks only for the days and sources it holds.
 */
export type SpendCovered = { from: string; to: string; sources: readonly SpendRow['source'][] };

/**
 * The first key of the advisory lock an import of a funnel's spend holds, the funnel's name hashed being the second:
 * a number no other lock of the runtime's takes.
 */
const AD_SPEND_LOCK = 4042;

/** What an import did, as the CLI and the report's page say it (naming the funnel where the page does not). */
export const spendImportedText = ({ rows, days, sources, replaced }: SpendImport, funnel?: string) =>
  `Imported ${rows} rows of spend${funnel === undefined ? '' : ` for ${funnel}`}: ${days} days of ${sources} sources (${replaced} rows replaced).`;

/**
 * Keeps a spend file's rows for a funnel, in one transaction: for each day and traffic source the file holds (and each
 * day and source it covers), the rows kept before are replaced by the file's (a network's file says all it spent on a
 * day), so the same file imported twice changes nothing, a corrected one replaces what it corrects, and days and
 * sources it does not hold stay. Imports of one funnel's spend take their turns (an advisory lock held to the commit):
 * two instances pulling the networks at once, or a file given meanwhile, never meet halfway.
 */
export async function importSpend(
  db: Database,
  funnelSlug: string,
  rows: readonly SpendRow[],
  now: Date,
  covered?: SpendCovered,
): Promise<SpendImport> {
  const isCovered = (row: SpendRow) =>
    covered?.sources.includes(row.source) === true && row.day >= covered.from && row.day <= covered.to;
  const daySources = [
    ...new Map(rows.filter((row) => !isCovered(row)).map((row) => [`${row.day}\n${row.source}`, row])).values(),
  ];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${AD_SPEND_LOCK}, hashtext(${funnelSlug}))`);
    let replaced = 0;
    if (covered !== undefined && covered.sources.length > 0) {
      const gone = await tx
        .delete(adSpend)
        .where(
          and(
            eq(adSpend.funnelSlug, funnelSlug),
            inArray(adSpend.source, [...covered.sources]),
            gte(adSpend.day, covered.from),
            lte(adSpend.day, covered.to),
          ),
        )
        .returning({ day: adSpend.day });
      replaced += gone.length;
    }
    for (const { day, source } of daySources) {
      const gone = await tx
        .delete(adSpend)
        .where(and(eq(adSpend.funnelSlug, funnelSlug), eq(adSpend.day, day), eq(adSpend.source, source)))
        .returning({ day: adSpend.day });
      replaced += gone.length;
    }
    for (let i = 0; i < rows.length; i += INSERT_CHUNK_ROWS)
      await tx
        .insert(adSpend)
        .values(rows.slice(i, i + INSERT_CHUNK_ROWS).map((row) => ({ ...row, funnelSlug, importedAt: now })));
    return {
      days: new Set(rows.map((row) => row.day)).size,
      sources: new Set(rows.map((row) => row.source)).size,
      rows: rows.length,
      replaced,
    };
  });
}

/** Rows one statement inserts: a file of a year of many ads is a few statements, each well under the driver's limits. */
const INSERT_CHUNK_ROWS = 1000;
