import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import { checkFunnelFlow } from './checkFunnelFlow';
import type { DefinitionError } from './definitionError';
import { type DefinitionKind, type Validated, validateFlow, validateFunnel } from './validateDefinition';

export type NamedDocument = { name: string; kind: DefinitionKind; document: unknown };
export type DocumentReport = { name: string; kind: DefinitionKind; errors: DefinitionError[] };
/** A funnel and the flow it resolved to; usable only when both reports are free of errors. */
export type ResolvedPair = { funnel: Funnel; flow: Flow; funnelReport: DocumentReport; flowReport: DocumentReport };

function shapedOf<T>(result: Validated<T>): T | undefined {
  return result.ok ? result.value : result.shaped;
}

/**
 * Validates funnels and flows together, as a publish would: each document on its own, then each funnel
 * with its flow found among the same documents (the pinned version, else the highest).
 */
export function validateDocumentSet(documents: readonly NamedDocument[]): {
  reports: DocumentReport[];
  pairs: ResolvedPair[];
} {
  const pairs: ResolvedPair[] = [];
  const flows: { flow: Flow; report: DocumentReport }[] = [];
  const funnels: { funnel: Funnel; report: DocumentReport }[] = [];
  const reports = documents.map(({ name, kind, document }): DocumentReport => {
    if (kind === 'flow') {
      const result = validateFlow(document);
      const report = { name, kind, errors: result.ok ? [] : [...result.errors] };
      const flow = shapedOf(result);
      if (flow !== undefined) flows.push({ flow, report });
      return report;
    }
    const result = validateFunnel(document);
    const report = { name, kind, errors: result.ok ? [] : [...result.errors] };
    const funnel = shapedOf(result);
    if (funnel !== undefined) funnels.push({ funnel, report });
    return report;
  });

  for (const { funnel, report } of funnels) {
    const candidates = flows.filter((f) => f.flow.id === funnel.flow.id);
    const match =
      candidates.find((f) => f.flow.version === funnel.flow.version) ??
      [...candidates].sort((a, b) => b.flow.version - a.flow.version)[0];
    if (match === undefined) {
      report.errors.push({
        pointer: '/flow/id',
        rule: 'flow-not-found',
        message: `no flow "${funnel.flow.id}" among the documents given`,
      });
      continue;
    }
    const cross = checkFunnelFlow(funnel, match.flow);
    report.errors.push(...cross.funnel);
    match.report.errors.push(...cross.flow);
    pairs.push({ funnel, flow: match.flow, funnelReport: report, flowReport: match.report });
  }
  return { reports, pairs };
}
