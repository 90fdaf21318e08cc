import { findPublishedFunnel } from '@/runtime/definitions/publishedDefinitions';
import type { Database } from '@/runtime/platform/db/database';
import { importSpend, type SpendImport } from './importSpend';
import { parseSpendCsv, type SpendProblem } from './parseSpendCsv';

/** The largest spend file taken: a year of days for a few hundred ads, with room to spare. */
export const SPEND_FILE_LIMIT_BYTES = 8 * 1024 * 1024;

export type SpendFileAnswer =
  | { ok: true; funnel: string; imported: SpendImport }
  | { ok: false; status: 404 | 422; message: string; problems?: SpendProblem[] };

/**
 * A spend file for the funnel at a path (its slug or an alias), as the team gives it (`funnel spend import`, or the
 * report's page): a funnel not published here is refused, a file with any bad row is refused whole with each problem
 * by line and column, and a good one is imported (importSpend).
 */
export async function takeSpendFile(db: Database, path: string, text: string, now: Date): Promise<SpendFileAnswer> {
  const published = await findPublishedFunnel(db, path);
  if (published === undefined) return { ok: false, status: 404, message: `No funnel ${path} is published` };
  const parsed = parseSpendCsv(text);
  if (!parsed.ok)
    return { ok: false, status: 422, message: 'The spend file was not imported', problems: parsed.problems };
  const funnel = published.funnel.slug;
  return { ok: true, funnel, imported: await importSpend(db, funnel, parsed.rows, now) };
}
