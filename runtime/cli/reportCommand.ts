import { randomUUID } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '@/runtime/platform/db/database';
import { serverEnv } from '@/runtime/platform/env.server';
import { isLoopbackUrl } from '@/runtime/platform/isLoopbackUrl';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { formatExperimentResults } from '@/runtime/report/formatExperimentResults';
import { formatFunnelReport } from '@/runtime/report/formatFunnelReport';
import { funnelReportCsv } from '@/runtime/report/funnelReportCsv';
import { type FullFunnelReport, readFunnelReportOf } from '@/runtime/report/readFunnelReportOf';
import { readReportRates } from '@/runtime/report/readReportRates';
import type { ReportRange } from '@/runtime/report/reportRange';
import type { ReportRates } from '@/runtime/report/reportRates';
import type { CommandResult } from './validateCommand';

export type ReportFormat = 'text' | 'json' | 'csv';

/** Where a report is read from: the database, or the running app; a sentence when it cannot be. */
export type ReportReader = (path: string, range: ReportRange) => Promise<FullFunnelReport | string>;

/** The app's database, as the server opens it (DATABASE_URL, else the embedded PGlite folder). */
function openAppDatabase(): Promise<DatabaseHandle> {
  const env = serverEnv();
  return openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
}

/**
 * Reads the report from the app's database itself (PostgreSQL, or the embedded PGlite when no app holds it), its totals
 * at the team's rates (REPORT_RATES_FILE); a rate table that cannot be read is a sentence, as the database is.
 */
export function fromDatabase(
  open: () => Promise<DatabaseHandle> = openAppDatabase,
  readRates: () => Promise<ReportRates> = readReportRates,
): ReportReader {
  return async (path, range) => {
    let rates: ReportRates;
    try {
      rates = await readRates();
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    let handle: DatabaseHandle;
    try {
      handle = await open();
    } catch (error) {
      return `the database cannot be opened (${error instanceof Error ? error.message.split('\n')[0] : String(error)}): if the app runs on the embedded database, run the report while it runs (it is asked then), or stop it first`;
    }
    try {
      return await readFunnelReportOf(handle.db, path, range, rates);
    } finally {
      await handle.close();
    }
  };
}

/** Whether a tester token may be sent to this address: over https, or to this machine (loopback, in plain http). */
const carriesTokenSafely = (url: string) => new URL(url).protocol === 'https:' || isLoopbackUrl(url);

/**
 * Asks the running app for the report (`GET {app}/report/<path>/json`), as a tester of the team: the embedded
 * database serves one process, so while the app runs, it reads. Undefined when no app answers at that address.
 */
export async function fromApp(
  app: string,
  path: string,
  range: ReportRange,
  token: string = serverEnv().TESTER_TOKENS?.[0] ?? randomUUID(),
): Promise<FullFunnelReport | string | undefined> {
  // The days only: the app counts them in its own time zone, and its report names it.
  const days = new URLSearchParams({ from: range.from, to: range.to });
  const url = `${app.replace(/\/$/, '')}/report/${encodeURIComponent(path)}/json?${days}`;
  if (!carriesTokenSafely(url))
    return `the app at ${app} is neither on this machine nor reached by https: the tester token goes to neither`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { cookie: `${TESTER_TOKEN_COOKIE}=${token}` } });
  } catch {
    return undefined;
  }
  if (response.ok) return (await response.json()) as FullFunnelReport;
  const body = (await response.json().catch(() => undefined)) as { originalError?: { message?: string } } | undefined;
  const said = body?.originalError?.message;
  if (response.status === 404 && said === 'Not found')
    return `the app at ${app} does not open its reports to this command: run it with one of the app's TESTER_TOKENS set`;
  return `the app at ${app} answered ${response.status}${said ? `: ${said}` : ''}`;
}

/**
 * `funnel report <slug> [--from] [--to] [--json|--csv]`: the funnel's report for a range of days (docs/decisions/0031):
 * its followed visits' chart, capture, conversion and money, its counts without consent, everyone's money, by source
 * and campaign, and its experiments' results with their intervals; as text with charts, as JSON, or as CSV.
 */
export async function reportCommand(
  path: string,
  format: ReportFormat,
  range: ReportRange,
  read: ReportReader = fromDatabase(),
): Promise<CommandResult> {
  const report = await read(path, range);
  if (typeof report === 'string') return { code: 1, stdout: '', stderr: `funnel: ${report}\n` };
  const note = report.published ? '' : `funnel: ${path} is not published here; steps as its counts name them\n`;
  if (format === 'json') return { code: 0, stdout: `${JSON.stringify(report, null, 2)}\n`, stderr: note };
  if (format === 'csv') return { code: 0, stdout: funnelReportCsv(report), stderr: note };
  const text = [
    formatFunnelReport(report),
    ...(report.experiment ? [formatExperimentResults(report.experiment)] : []),
    ...(report.earlierExperiments ?? []).map((ended) => formatExperimentResults(ended, true)),
  ];
  return { code: 0, stdout: text.join('\n'), stderr: note };
}
