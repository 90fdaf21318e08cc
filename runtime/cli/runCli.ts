import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DIAGRAM_FORMATS, type DiagramFormat } from './flowDiagram';
import { graphCommand } from './graphCommand';
import { reportCommand } from './reportCommand';
import { type CommandResult, validateCommand } from './validateCommand';

export const USAGE = `Usage:
  funnel validate <file|dir>... [--json]   check funnel and flow documents (structure and semantics)
  funnel graph <flow file> [--format mermaid|dot]   draw a flow, branches labelled with their conditions
  funnel report <slug> [--json]   each step's visitors and drop-off, email capture and paid conversion,
                                  from the app's database (DATABASE_URL, else PGlite in PGLITE_DATA_DIR)

Folders are searched for funnel.json, flow.json, *.funnel.json and *.flow.json.
Exit codes: 0 valid, 1 invalid, 2 usage error.
`;

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
  if (command !== 'report') return runCli(argv);
  let parsed: ReturnType<typeof parseArgs<{ options: { json: { type: 'boolean' } }; allowPositionals: true }>>;
  try {
    parsed = parseArgs({
      args: [...rest],
      options: { json: { type: 'boolean' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    return usageError((error as Error).message);
  }
  const [slug, ...more] = parsed.positionals;
  if (slug === undefined || more.length > 0) return usageError('report takes exactly one funnel slug');
  return reportCommand(slug, parsed.values.json ?? false);
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
