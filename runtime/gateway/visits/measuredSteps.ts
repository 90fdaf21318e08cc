import { publishedFunnelDocuments, storedFlowSteps } from '@/runtime/definitions/definitionVersions';
import { stepMoments } from '@/runtime/flow/stepMoments';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import type { Database } from '@/runtime/platform/db/database';
import type { SentMoment } from '@/schemas/enums/measuredMoments';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';
import { isStepKind } from '@/schemas/stepKinds';

/** What a funnel's pages can say, step by step: the moments each step of its flows can send (stepMoments). */
export type MeasuredSteps = ReadonlyMap<string, ReadonlySet<SentMoment>>;

/**
 * The steps a funnel's moments may name, and what each may say: those of every stored version of the flows the
 * published funnel runs (its own and its variants'), so a visitor pinned to an older version is counted, and nobody can
 * fill the report with steps no flow has or moments no step says (a start past the first step, a skip of a step
 * that holds the visitor). A funnel not published is 404.
 */
export async function measuredSteps(db: Database, slug: string): Promise<MeasuredSteps> {
  const [document] = await publishedFunnelDocuments(db, slug);
  if (document === undefined) throw gatewayRefusal({ message: `No funnel ${slug} is published` }, 404);
  const funnel = parseStoredDocument('funnel', document);
  const flows = [funnel.flow.id, ...(funnel.experiment?.variants ?? []).flatMap((v) => (v.flow ? [v.flow.id] : []))];
  const steps = new Map<string, Set<SentMoment>>();
  for (const step of await storedFlowSteps(db, [...new Set(flows)])) {
    if (!isStepKind(step.kind)) continue;
    const said = steps.get(step.id) ?? new Set();
    for (const moment of stepMoments({ kind: step.kind, answer: step.answer }, step.first)) said.add(moment);
    steps.set(step.id, said);
  }
  return steps;
}

/**
 * A request's moments as the funnel's steps can say them (`said`), apart from those naming no step of it
 * (`unknownSteps`) and those their step cannot say (`impossible`), which the report tells as not counted.
 */
export function sortMoments<M extends { stepId: string; moment: string }>(
  steps: MeasuredSteps,
  moments: readonly M[],
): { said: M[]; unknownSteps: number; impossible: number } {
  const said: M[] = [];
  let unknownSteps = 0;
  let impossible = 0;
  for (const m of moments) {
    const can = steps.get(m.stepId);
    if (can === undefined) unknownSteps += 1;
    // `consented` is said at whichever step was shown last: any step can say it.
    else if (m.moment !== 'consented' && !can.has(m.moment as SentMoment)) impossible += 1;
    else said.push(m);
  }
  return { said, unknownSteps, impossible };
}
