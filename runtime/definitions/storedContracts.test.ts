import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { definitionVersions, publishedDefinitions } from '@/runtime/platform/db/schema';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import type { DocumentKind } from '@/schemas/migrateDocument';
import { contractOneDocument, currentDocument, DOCUMENT_KINDS } from '@/testing/contractOneDocuments';
import { testDatabases } from '@/testing/testDatabases';
import { fixtureSource } from './fixtureSource';
import { findFunnelAt, findPublishedFunnel } from './publishedDefinitions';
import { syncPublishedDefinitions } from './syncPublishedDefinitions';

/** A fixture funnel and its flow, stored as an old database holds them. */
const SLUG = 'email-marketing-natal-chart';
const KINDS = DOCUMENT_KINDS;
const fixture = (kind: DocumentKind) => currentDocument(SLUG, kind);
const contractOne = (kind: DocumentKind) => contractOneDocument(SLUG, kind);

describe.each(testDatabases())('documents stored under contract 1, read on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    const { db } = handle;
    // Written straight into the tables, as an old database holds them: no publish of today's runtime touches them.
    await db
      .insert(definitionVersions)
      .values(KINDS.map((kind) => ({ kind, key: SLUG, version: 1, document: contractOne(kind) })));
    await db.insert(publishedDefinitions).values(KINDS.map((kind) => ({ kind, key: SLUG, version: 1 })));
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** What the table holds for a document, as it is kept. */
  const kept = async (kind: DocumentKind) =>
    (
      await handle.db
        .select({ document: definitionVersions.document })
        .from(definitionVersions)
        .where(and(eq(definitionVersions.kind, kind), eq(definitionVersions.key, SLUG)))
    ).map((row) => row.document);

  const current = () => ({ funnel: fixture('funnel'), flow: fixture('flow') });

  it('are kept without a contract, as written', async () => {
    for (const kind of KINDS) expect(await kept(kind)).toEqual([contractOne(kind)]);
  });

  it('serve the published funnel with its flow at the current contract (the funnel page)', async () => {
    const served = await findPublishedFunnel(handle.db, SLUG);
    expect(served).toEqual(current());
    expect([served?.funnel.contract, served?.flow.contract]).toEqual([CURRENT_CONTRACT, CURRENT_CONTRACT]);
  });

  it('serve a visitor pinned to those versions at the current contract', async () => {
    const at = { path: SLUG, version: 1, flowId: SLUG, flowVersion: 1 };
    expect(await findFunnelAt(handle.db, at)).toEqual(current());
  });

  it('are the same versions as the documents the builder now publishes with a contract: a sync refuses none', async () => {
    const sync = await syncPublishedDefinitions(handle.db, fixtureSource('fixtures/funnels'));
    expect(sync).toMatchObject({ ok: true, refused: [] });
    expect(await findPublishedFunnel(handle.db, SLUG)).toEqual(current());
    // A stored version is immutable: it stays as written, and is read at the current contract.
    for (const kind of KINDS) expect(await kept(kind)).toEqual([contractOne(kind)]);
  });
});
