import type { Database } from '@/runtime/platform/db/database';
import type { BuilderEvent } from '@/schemas/builder/builderEventSchema';
import { funnelForVariant } from '@/schemas/experiments/variantOf';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel, Variant } from '@/schemas/funnelSchema';
import type { BuilderClient, BuilderResult } from './builderClient';
import { storeDefinitionVersion } from './definitionVersions';
import type { DocumentErrors } from './documentErrorsSchema';
import { funnelPaths } from './funnelPaths';
import {
  flowOf,
  type Publication,
  publishDefinitions,
  publishedFunnels,
  publishedVersion,
  unpublishDefinition,
} from './publishedDefinitions';
import { type NamedDocument, validateDocumentSet } from './validateDocumentSet';

export type EventOutcome =
  /** Applied: these URL paths (and the steps below them) now serve something else. */
  | { status: 'applied'; paths: string[] }
  /** The documents the event points at are invalid: nothing changed, the last good versions keep serving. */
  | { status: 'rejected'; problems: DocumentErrors[] }
  /** The builder could not be read: nothing changed; the event may be sent again. */
  | { status: 'unavailable'; detail: string };

type Fetched<T> = { ok: true; document: T } | { ok: false; outcome: EventOutcome };

function fetched(result: BuilderResult, what: string): Fetched<unknown> {
  if (result.ok) return { ok: true, document: result.body };
  // Not found: the builder says the event points at nothing. Anything else (down, slow, garbage) may pass.
  if (result.reason === 'not-found')
    return {
      ok: false,
      outcome: {
        status: 'rejected',
        problems: [{ document: what, errors: [{ pointer: '', rule: 'builder', message: result.detail }] }],
      },
    };
  return { ok: false, outcome: { status: 'unavailable', detail: `${what}: ${result.detail}` } };
}

/** The version field of a document not yet validated, if it has one. */
function versionOf(document: unknown): number | undefined {
  const version = (document as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** Published funnels as documents, so a new funnel is checked against the paths and ids they hold. */
function asDocuments(funnels: readonly Funnel[]): NamedDocument[] {
  return funnels.map((funnel) => ({ name: `published funnel ${funnel.slug}`, kind: 'funnel', document: funnel }));
}

async function applyFunnel(db: Database, source: BuilderClient, event: BuilderEvent): Promise<EventOutcome> {
  const name = `funnel ${event.key}`;
  const got = fetched(await source.funnel(event.key), name);
  if (!got.ok) return got.outcome;
  if (event.version !== undefined && (versionOf(got.document) ?? 0) < event.version)
    return { status: 'unavailable', detail: `the builder does not serve version ${event.version} of ${name} yet` };
  const claimed = got.document as Partial<Funnel> | null;
  const flowRef = claimed?.flow;
  if (typeof flowRef?.id !== 'string')
    return {
      status: 'rejected',
      problems: [{ document: name, errors: [{ pointer: '/flow', rule: 'required', message: 'names no flow' }] }],
    };
  // The flows it runs (its own, and its experiment's variants'): each at the version it pins, else what the flow
  // publishes now (the builder's newest if none).
  // Read as the builder sent it: validation says what is wrong with it, after.
  const variants: unknown = claimed?.experiment?.variants;
  const variantRefs = (Array.isArray(variants) ? (variants as Partial<Variant>[]) : []).flatMap((v) =>
    typeof v?.flow?.id === 'string' ? [v.flow] : [],
  );
  const flowDocuments: NamedDocument[] = [];
  for (const ref of uniqueFlowRefs([flowRef, ...variantRefs])) {
    const version = ref.version ?? (await publishedVersion(db, 'flow', ref.id));
    const flowGot = fetched(await source.flow(ref.id, version), `flow ${ref.id}`);
    if (!flowGot.ok) return flowGot.outcome;
    flowDocuments.push({ name: `flow ${ref.id}`, kind: 'flow', document: flowGot.document });
  }

  const all = await publishedFunnels(db);
  const previous = all.find((f) => f.slug === event.key);
  const others = all.filter((f) => f.slug !== event.key && f.id !== claimed?.id);
  const documents: NamedDocument[] = [
    { name, kind: 'funnel', document: got.document },
    ...flowDocuments,
    ...asDocuments(others),
  ];
  const { reports, pairs } = validateDocumentSet(documents);
  const problems = reports
    .slice(0, 1 + flowDocuments.length)
    .filter((r) => r.errors.length > 0)
    .map((r) => ({ document: r.name, errors: r.errors }));
  const pair = pairs[0];
  if (problems.length > 0 || pair === undefined || pair.funnel.slug !== event.key)
    return {
      status: 'rejected',
      problems:
        problems.length > 0
          ? problems
          : [{ document: name, errors: [{ pointer: '/slug', rule: 'slug', message: `is not "${event.key}"` }] }],
    };
  const { funnel } = pair;
  const newFlows: Publication[] = [];
  for (const flow of [pair.flow, ...pair.variantFlows.map((v) => v.flow)]) {
    const flowIsPublished = (await publishedVersion(db, 'flow', flow.id)) !== undefined;
    // A flow already served keeps its published version: a funnel pinning an older one must not roll it back for others.
    if (flowIsPublished)
      await storeDefinitionVersion(db, { kind: 'flow', key: flow.id, version: flow.version, document: flow });
    else newFlows.push({ kind: 'flow', key: flow.id, version: flow.version, document: flow });
  }
  await publishDefinitions(db, [
    { kind: 'funnel', key: funnel.slug, version: funnel.version, document: funnel },
    ...newFlows,
  ]);
  return {
    status: 'applied',
    paths: [...new Set([...funnelPaths(funnel), ...(previous ? funnelPaths(previous) : [])])],
  };
}

async function applyFlow(db: Database, source: BuilderClient, event: BuilderEvent): Promise<EventOutcome> {
  const name = `flow ${event.key}`;
  const got = fetched(await source.flow(event.key, event.version), name);
  if (!got.ok) return got.outcome;
  // Every funnel that follows this flow's published version must accept the new one.
  const published = await publishedFunnels(db);
  const followers = published.filter((f) =>
    [f.flow, ...(f.experiment?.variants ?? []).map((v) => v.flow ?? f.flow)].some(
      (ref) => ref.id === event.key && ref.version === undefined,
    ),
  );
  // The other flows those funnels run (their own, their other variants'), as published, to check them together.
  const otherFlows = new Map<string, Flow>();
  for (const follower of followers)
    for (const run of [follower, ...(follower.experiment?.variants ?? []).map((v) => funnelForVariant(follower, v))])
      if (run.flow.id !== event.key) {
        const flow = await flowOf(db, run);
        if (flow !== undefined) otherFlows.set(`${flow.id}@${flow.version}`, flow);
      }
  // Its last steps' buttons may lead to any funnel served.
  const { reports, flows } = validateDocumentSet(
    [
      { name, kind: 'flow', document: got.document },
      ...asDocuments(followers),
      ...[...otherFlows.values()].map(
        (flow): NamedDocument => ({
          name: `published flow ${flow.id}`,
          kind: 'flow',
          document: flow,
        }),
      ),
    ],
    { servedFunnelPaths: published.flatMap((f) => [f.slug, ...(f.aliases ?? [])]) },
  );
  const problems = reports.filter((r) => r.errors.length > 0).map((r) => ({ document: r.name, errors: r.errors }));
  // Without problems, the one flow given is the first: as validated, so at the current contract.
  const flow = flows[0];
  if (problems.length > 0 || flow === undefined) return { status: 'rejected', problems };
  if (flow.id !== event.key)
    return {
      status: 'rejected',
      problems: [{ document: name, errors: [{ pointer: '/id', rule: 'id', message: `is not "${event.key}"` }] }],
    };
  await publishDefinitions(db, [{ kind: 'flow', key: flow.id, version: flow.version, document: flow }]);
  return { status: 'applied', paths: followers.flatMap(funnelPaths) };
}

async function applyDelete(db: Database, event: BuilderEvent): Promise<EventOutcome> {
  const funnels = await publishedFunnels(db);
  const gone =
    event.type === 'funnel.delete'
      ? funnels.filter((f) => f.slug === event.key)
      : // A funnel following the flow's published version has nothing to run once the flow is deleted.
        funnels.filter((f) => f.flow.id === event.key && f.flow.version === undefined);
  await unpublishDefinition(db, event.type === 'funnel.delete' ? 'funnel' : 'flow', event.key);
  return { status: 'applied', paths: gone.flatMap(funnelPaths) };
}

/**
 * Applies a verified change event (docs/entities.md#builder-change-events): reads the documents it points at from the
 * builder, validates them as a publish would (alone, together, and against what is served), and publishes them, or
 * refuses them and leaves the last good versions serving. Deletes stop serving at once.
 */
export async function applyBuilderEvent(
  db: Database,
  source: BuilderClient,
  event: BuilderEvent,
): Promise<EventOutcome> {
  switch (event.type) {
    case 'funnel.create':
    case 'funnel.update':
      return applyFunnel(db, source, event);
    case 'flow.create':
    case 'flow.update':
      return applyFlow(db, source, event);
    case 'funnel.delete':
    case 'flow.delete':
      return applyDelete(db, event);
  }
}

/** Flow references without repeats (a variant running the funnel's own flow, or two running the same). */
function uniqueFlowRefs(refs: readonly { id: string; version?: number }[]): { id: string; version?: number }[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.id}@${ref.version ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
