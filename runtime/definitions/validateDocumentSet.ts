import { funnelForVariant } from '@/schemas/experiments/variantOf';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { variantPointer } from './checkExperiment';
import { checkFunnelFlow } from './checkFunnelFlow';
import { checkFunnelTargets } from './checkStepTargets';
import type { DefinitionError } from './definitionError';
import { type DefinitionKind, type Validated, validateFlow, validateFunnel } from './validateDefinition';

export type NamedDocument = { name: string; kind: DefinitionKind; document: unknown };
export type DocumentReport = { name: string; kind: DefinitionKind; errors: DefinitionError[] };
/**
 * A funnel and the flow it resolved to; usable only when both reports are free of errors. `variantFlows`: the other
 * flows its experiment's variants run, found among the same documents (none outside an experiment).
 */
export type ResolvedPair = {
  funnel: Funnel;
  flow: Flow;
  variantFlows: { flow: Flow; report: DocumentReport }[];
  funnelReport: DocumentReport;
  flowReport: DocumentReport;
};

function shapedOf<T>(result: Validated<T>): T | undefined {
  return result.ok ? result.value : result.shaped;
}

/**
 * Within one set, no two funnels share an id or a URL path (slug or alias), and no two flow documents
 * are the same version of the same flow: a visitor must always land on exactly one definition.
 */
function checkUniqueAcrossSet(
  funnels: readonly { funnel: Funnel; report: DocumentReport }[],
  flows: readonly { flow: Flow; report: DocumentReport }[],
): void {
  const ids = new Map<string, string>();
  const paths = new Map<string, string>();
  for (const { funnel, report } of funnels) {
    const owner = ids.get(funnel.id);
    if (owner !== undefined)
      report.errors.push({
        pointer: '/id',
        rule: 'duplicate-funnel-id',
        message: `funnel id "${funnel.id}" is also used by ${owner}`,
      });
    else ids.set(funnel.id, report.name);
    [funnel.slug, ...(funnel.aliases ?? [])].forEach((path, i) => {
      const taken = paths.get(path);
      // An alias that repeats the funnel's own slug is reported by the funnel's own rules.
      if (taken !== undefined && !(i > 0 && path === funnel.slug))
        report.errors.push({
          pointer: i === 0 ? '/slug' : `/aliases/${i - 1}`,
          rule: 'duplicate-funnel-path',
          message: `/${path} is already served by ${taken}`,
        });
      else paths.set(path, report.name);
    });
  }
  const versions = new Map<string, string>();
  for (const { flow, report } of flows) {
    const key = `${flow.id}@${flow.version}`;
    const owner = versions.get(key);
    if (owner !== undefined)
      report.errors.push({
        pointer: '/version',
        rule: 'duplicate-flow-version',
        message: `flow "${flow.id}" version ${flow.version} is also defined by ${owner}`,
      });
    else versions.set(key, report.name);
  }
}

export type DocumentSetOptions = {
  /**
   * The paths (slugs and aliases) of funnels served beside the set, which a flow's button may lead to (a funnel
   * target); the set's own funnels are always counted. `unchecked`: funnel targets are not checked, where the set is
   * not all a publish would serve (a draft read alone).
   */
  servedFunnelPaths?: Iterable<string> | 'unchecked';
};

/**
 * Validates funnels and flows together, as a publish would: each document on its own, then each funnel
 * with its flow found among the same documents (the pinned version, else the highest), then the funnels the flows'
 * buttons lead to among the set's and those served beside it. Documents come back
 * at the current contract (validateFlow): `flows` holds every flow whose structure holds, in the order given.
 */
export function validateDocumentSet(
  documents: readonly NamedDocument[],
  options: DocumentSetOptions = {},
): {
  reports: DocumentReport[];
  pairs: ResolvedPair[];
  flows: Flow[];
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

  checkUniqueAcrossSet(funnels, flows);

  const served = options.servedFunnelPaths;
  if (served !== 'unchecked') {
    const paths = new Set([
      ...(served ?? []),
      ...funnels.flatMap(({ funnel }) => [funnel.slug, ...(funnel.aliases ?? [])]),
    ]);
    for (const { flow, report } of flows) report.errors.push(...checkFunnelTargets(flow, paths));
  }

  /** The flow a funnel's reference names among the documents: the version it pins, else the highest. */
  const flowFor = (ref: Funnel['flow']) => {
    const candidates = flows.filter((f) => f.flow.id === ref.id);
    return (
      candidates.find((f) => f.flow.version === ref.version) ??
      [...candidates].sort((a, b) => b.flow.version - a.flow.version)[0]
    );
  };
  for (const { funnel, report } of funnels) {
    const match = flowFor(funnel.flow);
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
    const variantFlows = new Set<(typeof flows)[number]>();
    // Each variant with a flow or products of its own is a funnel of its own to its visitors, checked as one.
    (funnel.experiment?.variants ?? []).forEach((variant, i) => {
      if (variant.flow === undefined && variant.products === undefined) return;
      const ran = variant.flow === undefined ? match : flowFor(variant.flow);
      if (ran === undefined) {
        report.errors.push({
          pointer: `/experiment/variants/${i}/flow/id`,
          rule: 'flow-not-found',
          message: `no flow "${variant.flow?.id}" among the documents given (variant "${variant.id}")`,
        });
        return;
      }
      if (ran !== match) variantFlows.add(ran);
      const { experiment: _, ...sold } = funnelForVariant(funnel, variant);
      const checked = checkFunnelFlow(sold, ran.flow);
      const inVariant = ` (variant "${variant.id}")`;
      report.errors.push(
        ...checked.funnel.map((e) => ({
          ...e,
          pointer: variantPointer(funnel, i, e.pointer),
          message: e.message + inVariant,
        })),
      );
      ran.report.errors.push(...checked.flow.map((e) => ({ ...e, message: e.message + inVariant })));
    });
    pairs.push({
      funnel,
      flow: match.flow,
      variantFlows: [...variantFlows],
      funnelReport: report,
      flowReport: match.report,
    });
  }
  return { reports, pairs, flows: flows.map((f) => f.flow) };
}
