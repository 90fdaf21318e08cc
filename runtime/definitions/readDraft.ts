import type { DraftAnswer, DraftProblems } from '@/schemas/gateway/draftAnswer';
import type { BuilderClient } from './builderClient';
import type { DocumentErrors } from './documentErrorsSchema';
import type { FunnelDefinition } from './funnelDefinition';
import { validateDocumentSet } from './validateDocumentSet';

/** A draft as the preview reads it (schemas/gateway/draftAnswer): errors link the step they are in. */
export type Draft = DraftAnswer;

/** The path of the step a pointer into a flow document points inside (`/steps/3/...`), read from the raw draft. */
function stepPathAt(flowDocument: unknown, pointer: string): string | undefined {
  const index = /^\/steps\/(\d+)(\/|$)/.exec(pointer)?.[1];
  if (index === undefined) return undefined;
  const steps = (flowDocument as { steps?: unknown } | null)?.steps;
  const path = Array.isArray(steps) ? (steps[Number(index)] as { path?: unknown } | null)?.path : undefined;
  return typeof path === 'string' ? path : undefined;
}

const builderProblem = (document: string, message: string): DocumentErrors => ({
  document,
  errors: [{ pointer: '', rule: 'builder', message }],
});

/**
 * Reads a funnel's draft and its flow's draft from the builder and validates them together, as a
 * publish would. An invalid draft comes back with every error (pointer, rule, sentence, and the step
 * it is in) and, to keep the preview useful, the last valid draft seen in `lastValid`.
 */
export async function readDraft(
  source: BuilderClient,
  slug: string,
  lastValid: Map<string, FunnelDefinition>,
): Promise<Draft> {
  const previous = lastValid.get(slug);
  const refused = (problems: DraftProblems): Draft => ({
    definition: previous,
    stale: previous !== undefined,
    problems,
  });
  const funnel = await source.draftFunnel(slug);
  if (!funnel.ok) return refused([builderProblem(`funnel ${slug}`, funnel.detail)]);
  const flowId = (funnel.body as { flow?: { id?: unknown } } | null)?.flow?.id;
  if (typeof flowId !== 'string')
    return refused([
      { document: `funnel ${slug}`, errors: [{ pointer: '/flow/id', rule: 'required', message: 'names no flow' }] },
    ]);
  const flow = await source.draftFlow(flowId);
  if (!flow.ok) return refused([builderProblem(`flow ${flowId}`, flow.detail)]);

  // A draft is read alone: the funnels its buttons lead to are checked when it is published.
  const { reports, pairs } = validateDocumentSet(
    [
      { name: `funnel ${slug}`, kind: 'funnel', document: funnel.body },
      { name: `flow ${flowId}`, kind: 'flow', document: flow.body },
    ],
    { servedFunnelPaths: 'unchecked' },
  );
  const problems = reports
    .filter((r) => r.errors.length > 0)
    .map((r) => ({
      document: r.name,
      errors: r.errors.map((e) => (r.kind === 'flow' ? { ...e, stepPath: stepPathAt(flow.body, e.pointer) } : e)),
    }));
  const pair = pairs[0];
  if (problems.length > 0 || pair === undefined) return refused(problems);
  const definition = { funnel: pair.funnel, flow: pair.flow };
  lastValid.set(slug, definition);
  return { definition, stale: false, problems: [] };
}
