import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database';
import { adSpend } from '../../../platform/db/schema';
import type { SpendRow } from './parseSpendCsv';

/** What an import did: the days and sources it holds, the rows it kept, and the rows of those days it replaced. */
export type SpendImport = { days: number; sources: number; rows: number; replaced: number };

/** What an import did, as the CLI and the report's page say it (naming the funnel where the page does not). */
export const spendImportedText = ({ rows, days, sources, replaced }: SpendImport, funnel?: string) =>
  `Imported ${rows} rows of spend${funnel === undefined ? '' : ` for ${funnel}`}: ${days} days of ${sources} sources (${replaced} rows replaced).`;

/**
 * Keeps a spend file's rows for a funnel, in one transaction: for each day and traffic source the file holds, the rows
 * kept before are replaced by the file's (a network's file says all it spent on a day), so the same file imported
 * twice changes nothing, a corrected one replaces what it corrects, and days and sources it does not hold stay.
 */
export async function importSpend(
  db: Database,
  funnelSlug: string,
  rows: readonly SpendRow[],
  now: Date,
): Promise<SpendImport> {
  const daySources = [...new Map(rows.map((row) => [`${row.day}\n${row.source}`, row])).values()];
  return db.transaction(async (tx) => {
    let replaced = 0;
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
