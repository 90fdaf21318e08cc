import { formatDefinitionError } from '@/runtime/definitions/definitionError';
import { readDocumentFiles } from '@/runtime/definitions/readDocumentFiles';
import { validateFlow } from '@/runtime/definitions/validateDefinition';
import { type DiagramFormat, flowDiagram } from './flowDiagram';
import type { CommandResult } from './validateCommand';

/** `funnel graph <flow file> [--format mermaid|dot]`: the flow as a diagram on standard output. */
export function graphCommand(file: string, format: DiagramFormat): CommandResult {
  const { documents, unreadable } = readDocumentFiles([file]);
  const [document] = documents;
  if (document === undefined || document.kind !== 'flow') {
    const why = unreadable[0]?.errors[0]?.message ?? 'is a funnel, not a flow';
    return { code: 1, stdout: '', stderr: `${file}: ${why}\n` };
  }
  const result = validateFlow(document.document);
  if (!result.ok)
    return { code: 1, stdout: '', stderr: result.errors.map((e) => `${formatDefinitionError(file, e)}\n`).join('') };
  return { code: 0, stdout: flowDiagram(result.value, format), stderr: '' };
}
