import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { DefinitionError } from './definitionError';
import type { DefinitionKind } from './validateDefinition';
import type { NamedDocument } from './validateDocumentSet';

/** A file that could not be read as a document, with why. */
export type UnreadableFile = { name: string; errors: DefinitionError[] };

/** The kind a file holds, told by its name: `funnel.json`, `x.funnel.json`, `flow.json`, `x.flow.json`. */
export function kindOfFile(file: string): DefinitionKind | undefined {
  const name = basename(file);
  if (name === 'funnel.json' || name.endsWith('.funnel.json')) return 'funnel';
  if (name === 'flow.json' || name.endsWith('.flow.json')) return 'flow';
  return undefined;
}

/**
 * Where a JSON parse error happened: V8 gives a position, says the input ended, or quotes the text
 * around an unexpected token.
 */
function errorOffset(message: string, text: string): number | undefined {
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return Number(position);
  if (/end of JSON input/.test(message)) return text.trimEnd().length;
  const token = /Unexpected token '(.+?)'/.exec(message)?.[1];
  const quoted = /, (?:\.\.\.)?"([\s\S]*?)"(?:\.\.\.)? is not valid JSON$/.exec(message)?.[1];
  if (token === undefined || quoted === undefined || text.indexOf(quoted) === -1) return undefined;
  return text.indexOf(quoted) + Math.max(quoted.indexOf(token), 0);
}

/** A JSON parse error as one line, with the line and column where the parser stopped. */
export function jsonProblem(error: unknown, text: string): string {
  const message = error instanceof Error ? error.message : String(error);
  const reason = (message.split(/, (?:\.\.\.)?"|\n/)[0] ?? message).replace(/ in JSON at position \d+.*$/, '').trim();
  const offset = errorOffset(message, text);
  if (offset === undefined) return reason;
  const before = text.slice(0, offset).split('\n');
  return `${reason} at line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

function documentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return documentFiles(path);
      return kindOfFile(path) ? [path] : [];
    });
}

/**
 * Reads the documents named by the arguments: files as given, folders searched for funnel and flow
 * files (other files, such as expectation manifests, are not documents). Throws on a missing path.
 */
export function readDocumentFiles(paths: readonly string[]): {
  documents: NamedDocument[];
  unreadable: UnreadableFile[];
} {
  const documents: NamedDocument[] = [];
  const unreadable: UnreadableFile[] = [];
  const files = paths.flatMap((p) => (statSync(p).isDirectory() ? documentFiles(p) : [p]));
  for (const name of [...new Set(files)]) {
    let document: unknown;
    const text = readFileSync(name, 'utf8');
    try {
      document = JSON.parse(text);
    } catch (error) {
      unreadable.push({
        name,
        errors: [{ pointer: '', rule: 'json', message: `is not valid JSON: ${jsonProblem(error, text)}` }],
      });
      continue;
    }
    const schema = (document as { $schema?: unknown } | null)?.$schema;
    const kind =
      kindOfFile(name) ??
      (typeof schema === 'string'
        ? (['funnel', 'flow'] as const).find((k) => schema.includes(`${k}.schema`))
        : undefined);
    if (kind === undefined)
      unreadable.push({
        name,
        errors: [
          {
            pointer: '',
            rule: 'kind',
            message: 'is neither a funnel nor a flow: name it *.funnel.json or *.flow.json, or set $schema',
          },
        ],
      });
    else documents.push({ name, kind, document });
  }
  return { documents, unreadable };
}
