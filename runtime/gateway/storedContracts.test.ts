import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_CONTRACT } from '../../schemas/contractSchema';
import { createOrderRequestSchema } from '../../schemas/gateway/createOrderRequest';
import type { DocumentKind } from '../../schemas/migrateDocument';
import { openTestGateway, type TestGateway } from '../../testing/openTestGateway';
import { testDatabases } from '../../testing/testDatabases';
import { fixtureSource } from '../definitions/fixtureSource';
import { findFunnelAt, findPublishedFunnel } from '../definitions/publishedDefinitions';
import { syncPublishedDefinitions } from '../definitions/syncPublishedDefinitions';
import { definitionVersions, publishedDefinitions } from '../platform/db/schema';
import { createOrder } from './createOrder';

/** A funnel whose payment step takes a discount, so pricing reads both its stored funnel and its stored flow. */
const SLUG = 'email-marketing-natal-chart';
const KINDS: readonly DocumentKind[] = ['funnel', 'flow'];

function fixture(kind: DocumentKind): Record<string, unknown> {
  return JSON.parse(readFileSync(`fixtures/funnels/${SLUG}/${kind}.json`, 'utf8'));
}

/** A document as a database written before documents named their contract keeps it: no `contract` field. */
function contractOne(kind: DocumentKind): Record<string, unknown> {
  const { contract: _, ...document } = fixture(kind);
  return document;
}

describe.each(testDatabases())('documents stored under contract 1, read on $name', ({ open }) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    const { db } = gateway.handle;
    // Written straight into the tables, as an old database holds them: no publish of today's runtime touches them.
    await db
      .insert(definitionVersions)
      .values(KINDS.map((kind) => ({ kind, key: SLUG, version: 1, document: contractOne(kind) })));
    await db.insert(publishedDefinitions).values(KINDS.map((kind) => ({ kind, key: SLUG, version: 1 })));
  });
  afterAll(async () => {
    await gateway?.close();
  });

  /** What the table holds for a document, as it is kept. */
  const kept = async (kind: DocumentKind) =>
    (
      await gateway.handle.db
        .select({ document: definitionVersions.document })
        .from(definitionVersions)
        .where(and(eq(definitionVersions.kind, kind), eq(definitionVersions.key, SLUG)))
    ).map((row) => row.document);

  const current = () => ({ funnel: fixture('funnel'), flow: fixture('flow') });

  it('are kept without a contract, as written', async () => {
    for (const kind of KINDS) expect(await kept(kind)).toEqual([contractOne(kind)]);
  });

  it('serve the published funnel with its flow at the current contract (the funnel page)', async () => {
    const served = await findPublishedFunnel(gateway.ctx.db, SLUG);
    expect(served).toEqual(current());
    expect([served?.funnel.contract, served?.flow.contract]).toEqual([CURRENT_CONTRACT, CURRENT_CONTRACT]);
  });

  it('serve a visitor pinned to those versions at the current contract', async () => {
    const at = { slug: SLUG, version: 1, flowId: SLUG, flowVersion: 1 };
    expect(await findFunnelAt(gateway.ctx.db, at)).toEqual(current());
  });

  it("price an order from the stored funnel, less the stored flow's discount for a visit it shows it to", async () => {
    const { intent } = await createOrder(
      gateway.ctx,
      createOrderRequestSchema.parse({
        idempotencyKey: randomUUID(),
        funnel: SLUG,
        funnelVersion: 1,
        product: { kind: 'plan', planId: 'natal-month-email' },
        currency: 'USD',
        customer: { email: 'old.contract@example.com' },
        answers: {
          birthDate: { year: 1990, month: 6, day: 14, time: { hour: 7, minute: 30, timeOfDay: 1 } },
          focusArea: 'love',
          email: 'old.contract@example.com',
        },
        payment: { flowVersion: 1, stepId: 'payment-with-discount' },
      }),
      '198.51.100.7',
    );
    // 19.99 less the payment step's 40 %.
    expect(intent).toMatchObject({ amount: 1199, currency: 'USD' });
  });

  it('are the same versions as the documents the builder now publishes with a contract: a sync refuses none', async () => {
    const sync = await syncPublishedDefinitions(gateway.ctx.db, fixtureSource('fixtures/funnels'));
    expect(sync).toMatchObject({ ok: true, refused: [] });
    expect(await findPublishedFunnel(gateway.ctx.db, SLUG)).toEqual(current());
    // A stored version is immutable: it stays as written, and is read at the current contract.
    for (const kind of KINDS) expect(await kept(kind)).toEqual([contractOne(kind)]);
  });
});
