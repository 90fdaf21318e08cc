import type { Database } from '@/runtime/platform/db/database';
import { funnelForVariant } from '@/schemas/experiments/variantOf';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';
import type { BuilderClient } from './builderClient';
import { findDefinitionVersion, storeDefinitionVersion } from './definitionVersions';
import type { DocumentErrors } from './documentErrorsSchema';
import { funnelPaths } from './funnelPaths';
import {
  flowOf,
  type Publication,
  publishDefinitions,
  publishedFunnels,
  unpublishDefinition,
} from './publishedDefinitions';
import { sameDocument } from './sameDocument';
import { type NamedDocument, validateDocumentSet } from './validateDocumentSet';

export type SyncOutcome =
  | {
      ok: true;
      /** Funnels served, refused documents (the last good versions keep serving), and the paths that changed. */
      served: number;
      refused: DocumentErrors[];
      paths: string[];
    }
  | { ok: false; detail: string };

/** The slugs of a published-funnels listing (`{ funnels: [{ slug }] }`), or undefined if it is not one. */
function listedSlugs(body: unknown): string[] | undefined {
  const funnels = (body as { funnels?: unknown } | null)?.funnels;
  if (!Array.isArray(funnels)) return undefined;
  const slugs = funnels.map((f) => (f as { slug?: unknown } | null)?.slug);
  return slugs.every((s): s is string => typeof s === 'string') ? slugs : undefined;
}

/** What a funnel serves, to tell whether a sync changed it. */
async function servedState(db: Database): Promise<Map<string, { paths: string[]; state: string }>> {
  const state = new Map<string, { paths: string[]; state: string }>();
  for (const funnel of await publishedFunnels(db)) {
    // The versions of every flow it runs: its own, and its experiment's variants'.
    const runs = [funnel, ...(funnel.experiment?.variants ?? []).map((v) => funnelForVariant(funnel, v))];
    const flows = await Promise.all(runs.map(async (f) => (await flowOf(db, f))?.version));
    state.set(funnel.slug, { paths: funnelPaths(funnel), state: `${funnel.version}/${flows.join(',')}` });
  }
  return state;
}

/**
 * The publications whose version is stored already with other content. Both are compared at the current
 * contract: a version stored before documents named their contract is the same document as it is now.
 */
async function reusedVersions(db: Database, publications: Publication[]): Promise<Publication[]> {
  const reused: Publication[] = [];
  for (const p of publications) {
    const stored = await findDefinitionVersion(db, p.kind, p.key, p.version);
    if (stored !== undefined && !sameDocument(parseStoredDocument(p.kind, stored.document), p.document)) reused.push(p);
  }
  return reused;
}

function versionReused(p: Publication): DocumentErrors {
  return {
    document: `${p.kind} ${p.key}`,
    errors: [
      {
        pointer: '/version',
        rule: 'version-reused',
        message: `${p.version} is stored already with other content: a changed document needs a new version (the stored one keeps serving)`,
      },
    ],
  };
}

/**
 * Brings the database up to what the builder publishes, at start (when events may have been missed):
 * every listed funnel and its flow are read, validated together as a publish would, and published;
 * a refused one keeps its last good version; a funnel no longer listed stops being served. When the
 * builder cannot be read, nothing changes and the stored versions keep serving.
 */
export async function syncPublishedDefinitions(db: Database, source: BuilderClient): Promise<SyncOutcome> {
  const listing = await source.listFunnels();
  if (!listing.ok) return { ok: false, detail: listing.detail };
  const slugs = listedSlugs(listing.body);
  if (slugs === undefined) return { ok: false, detail: 'the list of published funnels is not { funnels: [{ slug }] }' };

  const documents: NamedDocument[] = [];
  const refused: DocumentErrors[] = [];
  const flowsRead = new Set<string>();
  for (const slug of slugs) {
    const funnel = await source.funnel(slug);
    if (!funnel.ok) {
      refused.push({ document: `funnel ${slug}`, errors: [{ pointer: '', rule: 'builder', message: funnel.detail }] });
      continue;
    }
    documents.push({ name: `funnel ${slug}`, kind: 'funnel', document: funnel.body });
    // The flows it runs: its own and its experiment's variants' (validation names any missing).
    type Ref = { id?: unknown; version?: unknown } | undefined;
    const body = funnel.body as { flow?: Ref; experiment?: { variants?: unknown } } | null;
    const variants = body?.experiment?.variants;
    const refs = [
      body?.flow,
      ...(Array.isArray(variants) ? variants.map((v) => (v as { flow?: Ref } | null)?.flow) : []),
    ];
    for (const ref of refs) {
      if (typeof ref?.id !== 'string') continue;
      const version = typeof ref.version === 'number' ? ref.version : undefined;
      const key = `${ref.id}@${version ?? 'newest'}`;
      if (flowsRead.has(key)) continue;
      flowsRead.add(key);
      const flow = await source.flow(ref.id, version);
      if (flow.ok) documents.push({ name: `flow ${key}`, kind: 'flow', document: flow.body });
    }
  }

  const { reports, pairs } = validateDocumentSet(documents);
  refused.push(...reports.filter((r) => r.errors.length > 0).map((r) => ({ document: r.name, errors: r.errors })));
  const valid = pairs.filter((p) =>
    [p.funnelReport, p.flowReport, ...p.variantFlows.map((v) => v.report)].every((r) => r.errors.length === 0),
  );
  // A flow publishes its newest version read; funnels pinning an older one run that one.
  const newestFlows = new Map<string, Publication>();
  const validFlows = valid.flatMap((pair) => [pair.flow, ...pair.variantFlows.map((v) => v.flow)]);
  for (const flow of validFlows) {
    const known = newestFlows.get(flow.id);
    if (known === undefined || known.version < flow.version)
      newestFlows.set(flow.id, { kind: 'flow', key: flow.id, version: flow.version, document: flow });
  }
  const before = await servedState(db);
  const publications: Publication[] = [
    ...valid.map(
      ({ funnel }): Publication => ({ kind: 'funnel', key: funnel.slug, version: funnel.version, document: funnel }),
    ),
    ...newestFlows.values(),
  ];
  // Stored versions are immutable: a document changed under a version already stored is refused, not ignored.
  const reused = await reusedVersions(db, publications);
  refused.push(...reused.map(versionReused));
  await publishDefinitions(
    db,
    publications.filter((p) => !reused.includes(p)),
  );
  // Older flow versions that funnels pin are kept, without becoming what the flow serves.
  for (const flow of validFlows)
    if (newestFlows.get(flow.id)?.version !== flow.version)
      await storeDefinitionVersion(db, { kind: 'flow', key: flow.id, version: flow.version, document: flow });
  for (const slug of before.keys()) if (!slugs.includes(slug)) await unpublishDefinition(db, 'funnel', slug);

  const after = await servedState(db);
  const paths = new Set<string>();
  for (const [slug, was] of before) if (after.get(slug)?.state !== was.state) for (const p of was.paths) paths.add(p);
  for (const [slug, now] of after) if (before.get(slug)?.state !== now.state) for (const p of now.paths) paths.add(p);
  return { ok: true, served: after.size, refused, paths: [...paths] };
}
