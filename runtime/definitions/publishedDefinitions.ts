import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { definitionVersions, publishedDefinitions } from '@/runtime/platform/db/schema';
import { funnelAsGiven } from '@/schemas/experiments/variantOf';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { parseStoredDocument } from '@/schemas/parseStoredDocument';
import { publishedFunnelDocuments } from './definitionVersions';
import type { FunnelDefinition } from './funnelDefinition';
import type { DefinitionKind } from './validateDefinition';

export type Publication = { kind: DefinitionKind; key: string; version: number; document: Funnel | Flow };

/**
 * Publishes validated documents together: each version is kept (immutably: a version already stored
 * keeps its first content) and becomes what its slug or id serves. Publishing an older version again
 * rolls back to it.
 */
export async function publishDefinitions(db: Database, publications: readonly Publication[]): Promise<void> {
  if (publications.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(definitionVersions)
      .values([...publications])
      .onConflictDoNothing();
    await tx
      .insert(publishedDefinitions)
      .values(publications.map(({ kind, key, version }) => ({ kind, key, version })))
      .onConflictDoUpdate({
        target: [publishedDefinitions.kind, publishedDefinitions.key],
        set: { version: sql`excluded.version`, publishedAt: sql`now()` },
      });
  });
}

/** Stops serving a funnel or flow; its stored versions stay, so visitors mid-funnel can finish. */
export async function unpublishDefinition(db: Database, kind: DefinitionKind, key: string): Promise<void> {
  await db
    .delete(publishedDefinitions)
    .where(and(eq(publishedDefinitions.kind, kind), eq(publishedDefinitions.key, key)));
}

/** The version a slug or flow id serves now, if it is published. */
export async function publishedVersion(db: Database, kind: DefinitionKind, key: string): Promise<number | undefined> {
  const rows = await db
    .select({ version: publishedDefinitions.version })
    .from(publishedDefinitions)
    .where(and(eq(publishedDefinitions.kind, kind), eq(publishedDefinitions.key, key)));
  return rows[0]?.version;
}

/** The version every published funnel or flow serves now, by slug or flow id (one read, no documents). */
export async function publishedVersions(db: Database, kind: DefinitionKind): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: publishedDefinitions.key, version: publishedDefinitions.version })
    .from(publishedDefinitions)
    .where(eq(publishedDefinitions.kind, kind));
  return new Map(rows.map((r) => [r.key, r.version]));
}

/** Every funnel served now, at its published version, read at the current contract (parseStoredDocument). */
export async function publishedFunnels(db: Database): Promise<Funnel[]> {
  return (await publishedFunnelDocuments(db))
    .map((document) => parseStoredDocument('funnel', document))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/** One stored document version, as it is kept (of the contract it was written in). */
async function storedDocument(db: Database, kind: DefinitionKind, key: string, version: number): Promise<unknown> {
  const rows = await db
    .select({ document: definitionVersions.document })
    .from(definitionVersions)
    .where(
      and(eq(definitionVersions.kind, kind), eq(definitionVersions.key, key), eq(definitionVersions.version, version)),
    );
  return rows[0]?.document;
}

/** The flow a funnel runs now: its pinned version, else the flow's published one. */
export async function flowOf(db: Database, funnel: Funnel): Promise<Flow | undefined> {
  const version = funnel.flow.version ?? (await publishedVersion(db, 'flow', funnel.flow.id));
  if (version === undefined) return undefined;
  const flow = await storedDocument(db, 'flow', funnel.flow.id, version);
  return flow === undefined ? undefined : parseStoredDocument('flow', flow);
}

/**
 * The funnel served at a URL path segment now (by slug, then by alias), with its flow; in an experiment, as the
 * variant given (`variantId`) gets it, or the variant shown before one is given (shownVariant).
 */
export async function findPublishedFunnel(
  db: Database,
  path: string,
  variantId?: string,
): Promise<FunnelDefinition | undefined> {
  const funnels = await publishedFunnels(db);
  const published = funnels.find((f) => f.slug === path) ?? funnels.find((f) => f.aliases?.includes(path));
  if (published === undefined) return undefined;
  const funnel = funnelAsGiven(published, variantId);
  const flow = await flowOf(db, funnel);
  return flow === undefined ? undefined : { funnel, flow };
}

/**
 * A funnel and flow at given versions, as a visitor who started on them keeps seeing them: the funnel stored at
 * that version under a URL path segment (its slug, else a funnel that had the segment among its aliases then),
 * with the flow it runs at the given version.
 */
export async function findFunnelAt(
  db: Database,
  at: { path: string; version: number; flowId: string; flowVersion: number; variantId?: string },
): Promise<FunnelDefinition | undefined> {
  const [funnels, flow] = await Promise.all([
    db
      .select({ key: definitionVersions.key, document: definitionVersions.document })
      .from(definitionVersions)
      .where(
        and(
          eq(definitionVersions.kind, 'funnel'),
          eq(definitionVersions.version, at.version),
          or(
            eq(definitionVersions.key, at.path),
            sql`${definitionVersions.document} -> 'aliases' @> ${JSON.stringify([at.path])}::jsonb`,
          ),
        ),
      ),
    storedDocument(db, 'flow', at.flowId, at.flowVersion),
  ]);
  const stored = (funnels.find((f) => f.key === at.path) ?? funnels[0])?.document;
  if (stored === undefined || flow === undefined) return undefined;
  const kept = parseStoredDocument('funnel', stored);
  // In an experiment, the variant given, else the first that runs this flow (a visit asked for by its versions).
  const variants = kept.experiment?.variants ?? [];
  const given = at.variantId ?? variants.find((v) => (v.flow ?? kept.flow).id === at.flowId)?.id;
  const funnel = funnelAsGiven(kept, given);
  // Versions of two documents that never ran together are not a visit anyone started.
  if (funnel.flow.id !== at.flowId) return undefined;
  return { funnel, flow: parseStoredDocument('flow', flow) };
}
