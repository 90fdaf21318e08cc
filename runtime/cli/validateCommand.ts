import { formatDefinitionError } from '@/runtime/definitions/definitionError';
import { readDocumentFiles } from '@/runtime/definitions/readDocumentFiles';
import { validateDocumentSet } from '@/runtime/definitions/validateDocumentSet';

export type CommandResult = { code: number; stdout: string; stderr: string };

/** `funnel validate <file|dir>... [--json]`: 0 when every document is valid, 1 when any is not. */
export function validateCommand(paths: readonly string[], json: boolean): CommandResult {
  const { documents, unreadable } = readDocumentFiles(paths);
  const reports = [
    ...unreadable.map((u) => ({ name: u.name, kind: undefined, errors: u.errors })),
    ...validateDocumentSet(documents).reports,
  ].sort((a, b) => a.name.localeCompare(b.name));
  const valid = reports.every((r) => r.errors.length === 0);
  const code = valid ? 0 : 1;
  if (json) {
    const files = reports.map((r) => ({
      file: r.name,
      kind: r.kind ?? null,
      valid: r.errors.length === 0,
      errors: r.errors,
    }));
    return { code, stdout: `${JSON.stringify({ valid, files }, null, 2)}\n`, stderr: '' };
  }
  const lines = reports.flatMap((r) => r.errors.map((e) => formatDefinitionError(r.name, e)));
  const invalid = reports.filter((r) => r.errors.length > 0).length;
  const summary = `${reports.length} document${reports.length === 1 ? '' : 's'}, ${invalid} invalid, ${lines.length} error${lines.length === 1 ? '' : 's'}`;
  return { code, stdout: lines.map((l) => `${l}\n`).join(''), stderr: `${summary}\n` };
}
