import { labelledTransitions } from '@/runtime/flow/labelledTransitions';
import type { Flow } from '@/schemas/flowSchema';

export const DIAGRAM_FORMATS = ['mermaid', 'dot'] as const;
export type DiagramFormat = (typeof DIAGRAM_FORMATS)[number];

function nodeId(stepId: string): string {
  return `s_${stepId.replaceAll('-', '_')}`;
}

function quoted(text: string): string {
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', "'")}"`;
}

/**
 * The flow as a diagram: one node per step (id, kind and path), one arrow per transition, branches
 * labelled with their conditions in order, the default transition labelled "otherwise" where branches exist.
 */
export function flowDiagram(flow: Flow, format: DiagramFormat): string {
  const nodes = flow.steps.map((step) => ({ id: nodeId(step.id), label: `${step.id}\n${step.kind} · /${step.path}` }));
  const edges = labelledTransitions(flow).map((edge) => ({ ...edge, from: nodeId(edge.from), to: nodeId(edge.to) }));
  const first = nodeId(flow.firstStep);

  if (format === 'dot') {
    return [
      `digraph ${quoted(flow.id)} {`,
      '  rankdir=TB;',
      '  node [shape=box, style=rounded];',
      ...nodes.map(
        (n) => `  ${n.id} [label=${quoted(n.label).replaceAll('\n', '\\n')}${n.id === first ? ', penwidth=2' : ''}];`,
      ),
      ...edges.map((e) => `  ${e.from} -> ${e.to}${e.label ? ` [label=${quoted(e.label)}]` : ''};`),
      '}',
      '',
    ].join('\n');
  }
  return [
    'flowchart TD',
    ...nodes.map((n) => `  ${n.id}[${quoted(n.label).replaceAll('\n', '<br/>')}]`),
    ...edges.map((e) => `  ${e.from} -->${e.label ? `|${quoted(e.label)}|` : ''} ${e.to}`),
    `  style ${first} stroke-width:3px`,
    '',
  ].join('\n');
}
