import { validateFlow as flowShape, validateFunnel as funnelShape } from '@/schemas/compiled/validators.mjs';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { migrateDocument } from '@/schemas/migrateDocument';
import { checkConditions } from './checkConditions';
import { checkFlowGraph } from './checkFlowGraph';
import { checkFunnel } from './checkFunnel';
import { checkLocales } from './checkLocales';
import { checkPurchaseEvents } from './checkPurchaseEvents';
import { checkReadingVariables } from './checkReadingVariables';
import { checkStepIdentity } from './checkStepIdentity';
import { checkStepKinds } from './checkStepKinds';
import { checkStepTargets } from './checkStepTargets';
import type { DefinitionError } from './definitionError';
import { structuralErrors } from './structuralErrors';

export type DefinitionKind = 'funnel' | 'flow';
/**
 * The outcome of validating a document. A refused document whose structure holds (only semantic rules
 * failed) is still typed as `shaped`, so rules across documents can run; nothing may render it.
 */
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: DefinitionError[]; shaped?: T };

/**
 * A flow document brought to the current contract (a builder still writing an older one keeps working; a
 * newer one is refused at `/contract`), checked for structure (the compiled JSON Schema) and then, only if
 * its structure holds, for the semantic rules. Returns the typed flow, at the current contract, or every
 * error found.
 */
export function validateFlow(document: unknown): Validated<Flow> {
  const migrated = migrateDocument('flow', document);
  if (!migrated.ok) return { ok: false, errors: [migrated.error] };
  const flow = migrated.document;
  if (!flowShape(flow)) return { ok: false, errors: structuralErrors(flowShape.errors) };
  const identity = checkStepIdentity(flow);
  const errors = [
    ...identity,
    ...checkStepKinds(flow),
    ...checkStepTargets(flow),
    ...checkPurchaseEvents(flow),
    // Graph rules need every target to exist; they would only repeat identity errors otherwise.
    ...(identity.some((e) => e.rule === 'unknown-target')
      ? []
      : [...checkFlowGraph(flow), ...checkConditions(flow), ...checkReadingVariables(flow)]),
    ...checkLocales(flow.steps, flow.locales, '/steps'),
  ];
  return errors.length > 0 ? { ok: false, errors, shaped: flow } : { ok: true, value: flow };
}

/**
 * A funnel document brought to the current contract as a flow is (validateFlow), checked for structure and
 * then for the rules it must keep on its own.
 */
export function validateFunnel(document: unknown): Validated<Funnel> {
  const migrated = migrateDocument('funnel', document);
  if (!migrated.ok) return { ok: false, errors: [migrated.error] };
  const funnel = migrated.document;
  if (!funnelShape(funnel)) return { ok: false, errors: structuralErrors(funnelShape.errors) };
  const errors = checkFunnel(funnel);
  return errors.length > 0 ? { ok: false, errors, shaped: funnel } : { ok: true, value: funnel };
}
