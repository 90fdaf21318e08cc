import { readFile } from 'node:fs/promises';
import { type ServerEnv, serverEnv } from '@/runtime/platform/env.server';
import { type ReportRates, rateTableSchema, reportRatesOf } from './reportRates';

/**
 * The report's rates: the team's table (REPORT_RATES_FILE, read anew for each report, so new rates need no restart) in
 * the report's currency (REPORT_CURRENCY). A file that cannot be read, is no rate table, or has no rate for the
 * report's currency throws one error naming the file and every problem: the report is never made with rates half
 * read.
 */
export async function readReportRates(
  env: Pick<ServerEnv, 'REPORT_RATES_FILE' | 'REPORT_CURRENCY'> = serverEnv(),
): Promise<ReportRates> {
  const file = env.REPORT_RATES_FILE;
  const fail = (problem: string) => new Error(`REPORT_RATES_FILE ${file} ${problem}`);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw fail(`cannot be read as JSON (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
  }
  const table = rateTableSchema.safeParse(json);
  if (!table.success)
    throw fail(
      `is no rate table: ${table.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`).join('; ')}`,
    );
  const rates = reportRatesOf(table.data, env.REPORT_CURRENCY);
  if (typeof rates === 'string') throw fail(rates);
  return rates;
}
