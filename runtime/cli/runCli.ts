import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { serverEnv } from '@/runtime/platform/env.server';
import { reportRange } from '@/runtime/report/reportRange';
import { DEFAULT_LINK_DAYS, emailLinkCommand, LOCAL_BASE_URL } from './emailLinkCommand';
import { DIAGRAM_FORMATS, type DiagramFormat } from './flowDiagram';
import { graphCommand } from './graphCommand';
import { fromApp, fromDatabase, reportCommand } from './reportCommand';
import { intoDatabase, spendCommand, throughApp } from './spendCommand';
import { type CommandResult, validateCommand } from './validateCommand';

export const USAGE = `Usage:
  funnel validate <file|dir>... [--json]   check funnel and flow documents (structure and semantics)
  funnel graph <flow file> [--format mermaid|dot]   draw a flow, branches labelled with their conditions
  funnel report <slug> [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json|--csv] [--app URL]
                                  the funnel's report (the last 30 days unless told): followed visits per step,
                                  email capture, paid conversion and money, counts without consent, everyone's
                                  money, by source and campaign, and experiments; from PostgreSQL (DATABASE_URL),
                                  else from the running app (--app, default http://127.0.0.1:$PORT), else PGlite
  funnel spend import <file.csv> --funnel <slug> [--app URL]
                                  import ad spend (columns date, source, campaign, currency, amount; adset and ad
                                  optional) for the funnel's return on ad spend: each day and source in the file
                                  replaces what was kept of them; a bad row is named by line and column and nothing
                                  is imported. Into PostgreSQL (DATABASE_URL), else through the running app, else PGlite
  funnel email-link <email> <page> [--days N] [--base-url URL]   print a selling page's signed link for an email
                                  (page: tarot-reading, numerology-analysis, palmistry-guide, ultra-pack,
                                  marketing-trial-payment), signed with EMAIL_LINK_SECRET, leading to
                                  EMAIL_LINK_BASE_URL (default ${LOCAL_BASE_URL}), working ${DEFAULT_LINK_DAYS} days
                                  unless --days says

Folders are searched for funnel.json, flow.json, *.funnel.json and *.flow.json.
Exit codes: 0 valid, 1 invalid, 2 usage error.
`;

/** The port of `npm run dev` and `npm start` when PORT is unset. */
const DEFAULT_PORT = 3000;

function usageError(message: string): CommandResult {
  return { code: 2, stdout: '', stderr: `funnel: ${message}\n\n${USAGE}` };
}

function isFormat(value: string): value is DiagramFormat {
  return (DIAGRAM_FORMATS as readonly string[]).includes(value);
}

/**
 * Runs the `funnel` CLI on its arguments, the commands that read the database (report) included, and returns
 * what to print and the exit code.
 */
export async function runFunnelCli(argv: readonly string[]): Promise<CommandResult> {
  const [command, ...rest] = argv;
  if (command === 'email-link') return runEmailLink(rest);
  if (command === 'spend') return runSpend(rest);
  if (command !== 'report') return runCli(argv);
  return runReport(rest);
}

const REPORT_OPTIONS = {
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  from: { type: 'string' },
  to: { type: 'string' },
  app: { type: 'string' },
} as const;

/**
 * `funnel report`: its arguments, and where the report is read. On PostgreSQL (DATABASE_URL), from the database; on the
 * embedded database, which serves one process, from the running app (`--app`, else this machine's PORT), and from
 * the database itself when no app answers.
 */
async function runReport(args: readonly string[]): Promise<CommandResult> {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof REPORT_OPTIONS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...args], options: REPORT_OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    return usageError((error as Error).message);
  }
  const [slug, ...more] = parsed.positionals;
  if (slug === undefined || more.length > 0) return usageError('report takes exactly one funnel slug');
  const { json, csv, from, to, app } = parsed.values;
  if (json && csv) return usageError('report prints --json or --csv, not both');
  const env = serverEnv();
  const range = reportRange({ from, to }, new Date(), env.REPORT_TIME_ZONE);
  if (typeof range === 'string') return usageError(range);
  const format = json ? 'json' : csv ? 'csv' : 'text';
  if (env.DATABASE_URL !== undefined) return reportCommand(slug, format, range);
  const running = app ?? `http://127.0.0.1:${process.env.PORT ?? DEFAULT_PORT}`;
  const asked = await fromApp(running, slug, range);
  return reportCommand(slug, format, range, asked === undefined ? fromDatabase() : async () => asked);
}

/** `funnel spend import`: its arguments, and where the file goes (as the report is read: runReport). */
async function runSpend(args: readonly string[]): Promise<CommandResult> {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { funnel: { type: 'string' }; app: { type: 'string' } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { funnel: { type: 'string' }, app: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError((error as Error).message);
  }
  const [action, file, ...more] = parsed.positionals;
  if (action !== 'import' || file === undefined || more.length > 0)
    return usageError('spend takes: import <file.csv> --funnel <slug>');
  const { funnel, app } = parsed.values;
  if (funnel === undefined)
    return usageError('spend import needs --funnel <slug>: the funnel the spend brought visitors to');
  if (serverEnv().DATABASE_URL !== undefined) return spendCommand(file, funnel, [intoDatabase()]);
  const running = app ?? `http://127.0.0.1:${process.env.PORT ?? DEFAULT_PORT}`;
  return spendCommand(file, funnel, [throughApp(running), intoDatabase()]);
}

/** `funnel email-link`: its arguments, the settings' secret and base URL. */
function runEmailLink(args: readonly string[]): CommandResult {
  let parsed: ReturnType<
    typeof parseArgs<{ options: { days: { type: 'string' }; 'base-url': { type: 'string' } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { days: { type: 'string' }, 'base-url': { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError((error as Error).message);
  }
  const [email, page, ...more] = parsed.positionals;
  if (email === undefined || page === undefined || more.length > 0)
    return usageError('email-link takes an email and a page');
  let env: ReturnType<typeof serverEnv>;
  try {
    env = serverEnv();
  } catch (error) {
    return { code: 2, stdout: '', stderr: `funnel: ${(error as Error).message}\n` };
  }
  return emailLinkCommand({
    email,
    page,
    days: parsed.values.days === undefined ? DEFAULT_LINK_DAYS : Number(parsed.values.days),
    secret: env.EMAIL_LINK_SECRET,
    baseUrl: parsed.values['base-url'] ?? env.EMAIL_LINK_BASE_URL ?? LOCAL_BASE_URL,
    now: new Date(),
  });
}

/** Runs the `funnel` CLI's file commands on its arguments and returns what to print and the exit code. */
export function runCli(argv: readonly string[]): CommandResult {
  const [command, ...rest] = argv;
  if (command === undefined || command === '--help' || command === '-h' || command === 'help')
    return {
      code: command === undefined ? 2 : 0,
      stdout: command === undefined ? '' : USAGE,
      stderr: command === undefined ? USAGE : '',
    };
  let parsed: ReturnType<
    typeof parseArgs<{ options: { json: { type: 'boolean' }; format: { type: 'string' } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: [...rest],
      options: { json: { type: 'boolean' }, format: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const missing = positionals.find((p) => !existsSync(p));
  if (missing !== undefined) return usageError(`no such file or folder: ${missing}`);

  if (command === 'validate') {
    if (positionals.length === 0) return usageError('validate needs at least one file or folder');
    if (values.format !== undefined) return usageError('--format goes with graph');
    return validateCommand(positionals, values.json ?? false);
  }
  if (command === 'graph') {
    const format = values.format ?? 'mermaid';
    if (positionals.length !== 1) return usageError('graph takes exactly one flow file');
    if (!isFormat(format)) return usageError(`--format must be one of ${DIAGRAM_FORMATS.join(', ')}`);
    if (values.json) return usageError('--json goes with validate');
    return graphCommand(positionals[0] as string, format);
  }
  if (command === 'report') return usageError('report reads the database: run it through runFunnelCli');
  return usageError(`unknown command "${command}"`);
}
