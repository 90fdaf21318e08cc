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
export function readDocumentFiles(paths: readonly string[]): { documents: NamedDocument[]; unreadable: UnreadableFile[] } {
  const documents: NamedDocument[] = [];
  const unreadable: UnreadableFile[] = [];
  const files = paths.flatMap((p) => (statSync(p).isDirectory() ? documentFiles(p) : [p]));
  for (const name of [...new Set(files)]) {
    let document: unknown;
    try {
      document = JSON.parse(readFileSync(name, 'utf8'));
    } catch (error) {
      unreadable.push({
        name,
        errors: [{ pointer: '', rule: 'json', message: `is not valid JSON: ${(error as Error).message}` }],
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
