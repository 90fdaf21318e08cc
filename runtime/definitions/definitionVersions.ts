import { and, asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/runtime/platform/db/database';
import { definitionVersions, publishedDefinitions } from '@/runtime/platform/db/schema';
import type { DefinitionKind } from './validateDefinition';

export type StoredVersion = { kind: DefinitionKind; key: string; version: number; document: unknown; storedAt: Date };

/**
 * Keeps a validated document version. A version is immutable once stored: storing the same version
 * again changes nothing and returns false.
 */
export async function storeDefinitionVersion(
  db: Database,
  entry: { kind: DefinitionKind; key: string; version: number; document: unknown },
): Promise<boolean> {
  const inserted = await db
    .insert(definitionVersions)
    .values(entry)
    .onConflictDoNothing()
    .returning({ version: definitionVersions.version });
  return inserted.length > 0;
}

/** The stored versions of one document, newest first. */
export async function listDefinitionVersions(
  db: Database,
  kind: DefinitionKind,
  key: string,
): Promise<StoredVersion[]> {
  return db
    .select()
    .from(definitionVersions)
    .where(and(eq(definitionVersions.kind, kind), eq(definitionVersions.key, key)))
    .orderBy(desc(definitionVersions.version));
}

/** One stored version, or the newest when no version is given. */
export async function findDefinitionVersion(
  db: Database,
  kind: DefinitionKind,
  key: string,
  version?: number,
): Promise<StoredVersion | undefined> {
  const rows = await db
    .select()
    .from(definitionVersions)
    .where(
      and(
        eq(definitionVersions.kind, kind),
        eq(definitionVersions.key, key),
        version === undefined ? undefined : eq(definitionVersions.version, version),
      ),
    )
    .orderBy(desc(definitionVersions.version))
    .limit(1);
  return rows[0];
}

/** When a newer version of one document was first stored after `version`: when `version` stopped being the newest. */
export async function supersededAt(
  db: Database,
  kind: DefinitionKind,
  key: string,
  version: number,
): Promise<Date | undefined> {
  const [next] = await db
    .select({ storedAt: definitionVersions.storedAt })
    .from(definitionVersions)
    .where(
      and(eq(definitionVersions.kind, kind), eq(definitionVersions.key, key), gt(definitionVersions.version, version)),
    )
    .orderBy(asc(definitionVersions.version))
    .limit(1);
  return next?.storedAt;
}

/**
 * The stored documents of the funnels published now, at their published versions (one funnel's when a slug is
 * given), as stored: the callers read them at the current contract.
 */
export async function publishedFunnelDocuments(db: Database, slug?: string): Promise<unknown[]> {
  const rows = await db
    .select({ document: definitionVersions.document })
    .from(publishedDefinitions)
    .innerJoin(
      definitionVersions,
      and(
        eq(definitionVersions.kind, publishedDefinitions.kind),
        eq(definitionVersions.key, publishedDefinitions.key),
        eq(definitionVersions.version, publishedDefinitions.version),
      ),
    )
    .where(
      and(eq(publishedDefinitions.kind, 'funnel'), slug === undefined ? undefined : eq(publishedDefinitions.key, slug)),
    );
  return rows.map((row) => row.document);
}

/** A step as a measured moment needs it (stepMoments): its kind, its answer, and whether its flow begins there. */
export type StoredFlowStep = {
  id: string;
  kind: string;
  answer?: { optional?: boolean };
  first: boolean;
};

/**
 * The steps of every stored version of the flows named (a visitor may still be on an older version), each once per
 * way it was stored: what a measured moment may name and say. One query, read from the documents as stored (no
 * contract has renamed these fields).
 */
export async function storedFlowSteps(db: Database, flowIds: readonly string[]): Promise<StoredFlowStep[]> {
  if (flowIds.length === 0) return [];
  const query: SQL = sql`select distinct s->>'id' as id, s->>'kind' as kind, s ? 'answer' as asks,
      coalesce((s->'answer'->>'optional')::boolean, false) as optional, (s->>'id') = (v.document->>'firstStep') as first
    from ${definitionVersions} v cross join lateral jsonb_array_elements(v.document->'steps') s
    where v.kind = 'flow' and v.key in (${sql.join(
      flowIds.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  const { rows } = (await db.execute(query)) as unknown as {
    rows: { id: unknown; kind: unknown; asks: boolean; optional: boolean; first: boolean }[];
  };
  return rows.flatMap((row) =>
    typeof row.id === 'string' && typeof row.kind === 'string'
      ? [{ id: row.id, kind: row.kind, first: row.first, ...(row.asks && { answer: { optional: row.optional } }) }]
      : [],
  );
}
