import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitionVersions, publishedDefinitions } from '@/runtime/platform/db/schema';
import { createOrderRequestSchema } from '@/schemas/gateway/createOrderRequest';
import type { DocumentKind } from '@/schemas/migrateDocument';
import { contractOneDocument, DOCUMENT_KINDS } from '@/testing/contractOneDocuments';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { startCardOrder } from './startCardOrder';

/** A funnel whose payment step takes a discount, so pricing reads both its stored funnel and its stored flow. */
const SLUG = 'email-marketing-natal-chart';
const KINDS = DOCUMENT_KINDS;
const contractOne = (kind: DocumentKind) => contractOneDocument(SLUG, kind);

describe.each(testDatabases())('documents stored under contract 1, priced from on $name', ({ open }) => {
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

  it("price an order from the stored funnel, less the stored flow's discount for a visit it shows it to", async () => {
    const { intent } = await startCardOrder(
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
          birthPlace: {
            name: 'Lisbon',
            country: 'PT',
            countryName: 'Portugal',
            latitude: 38.71667,
            longitude: -9.13333,
            timeZone: 'Europe/Lisbon',
          },
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
});
