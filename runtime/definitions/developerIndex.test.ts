import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { builderEvents } from '@/runtime/platform/db/schema';
import { testDatabases } from '@/testing/testDatabases';
import { storeDefinitionVersion } from './definitionVersions';
import { DEVELOPER_INDEX_REFUSALS, developerIndex } from './developerIndex';
import type { DocumentErrors } from './documentErrorsSchema';
import type { FunnelDefinition } from './funnelDefinition';
import { publishDefinitions } from './publishedDefinitions';
import { readFixtureCatalog } from './readFixtureCatalog';

const catalog = readFixtureCatalog('fixtures/funnels');
function fixture(slug: string): FunnelDefinition {
  const found = catalog.funnels.find((d) => d.funnel.slug === slug);
  if (found === undefined) throw new Error(`no fixture funnel ${slug}`);
  return found;
}
const palmistry = fixture('palmistry');
const natal = fixture('natal-chart');

const problem = (key: string): DocumentErrors[] => [
  { document: `flow ${key}`, errors: [{ pointer: '/steps/0/next', rule: 'target-exists', message: 'names no step' }] },
];

describe.each(testDatabases())('the developer index on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is empty on an empty database', async () => {
    expect(await developerIndex(handle.db)).toEqual({ funnels: [], refused: [] });
  });

  it('lists the published funnels by slug, each with the flow it runs and its stored versions, newest first', async () => {
    await storeDefinitionVersion(handle.db, {
      kind: 'funnel',
      key: palmistry.funnel.slug,
      version: palmistry.funnel.version + 1,
      document: { ...palmistry.funnel, version: palmistry.funnel.version + 1 },
    });
    // Natal chart's flow is never published: the index says so instead of failing.
    await publishDefinitions(handle.db, [
      { kind: 'funnel', key: palmistry.funnel.slug, version: palmistry.funnel.version, document: palmistry.funnel },
      { kind: 'flow', key: palmistry.flow.id, version: palmistry.flow.version, document: palmistry.flow },
      { kind: 'funnel', key: natal.funnel.slug, version: natal.funnel.version, document: natal.funnel },
    ]);
    expect((await developerIndex(handle.db)).funnels).toEqual([
      { funnel: natal.funnel, storedVersions: [natal.funnel.version] },
      {
        funnel: palmistry.funnel,
        flow: palmistry.flow,
        storedVersions: [palmistry.funnel.version + 1, palmistry.funnel.version],
      },
    ]);
  });

  it('lists the latest refused changes, newest first, with their errors read from what was stored', async () => {
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute));
    const refusals = Array.from({ length: DEVELOPER_INDEX_REFUSALS + 2 }, (_, i) => ({
      id: `refused-${i}`,
      type: 'flow.update',
      key: `flow-${i}`,
      outcome: 'rejected' as const,
      detail: problem(`flow-${i}`),
      receivedAt: at(i),
    }));
    await handle.db.insert(builderEvents).values([
      ...refusals,
      {
        id: 'applied',
        type: 'funnel.update',
        key: 'palmistry',
        outcome: 'applied',
        detail: ['/palmistry'],
        receivedAt: at(60),
      },
      {
        id: 'garbled',
        type: 'funnel.update',
        key: 'natal-chart',
        outcome: 'rejected',
        detail: { not: 'a list' },
        receivedAt: at(59),
      },
    ]);
    const { refused } = await developerIndex(handle.db);
    expect(refused).toEqual([
      { id: 'garbled', type: 'funnel.update', key: 'natal-chart' },
      ...refusals
        .toReversed()
        .slice(0, DEVELOPER_INDEX_REFUSALS - 1)
        .map(({ id, type, key, detail }) => ({ id, type, key, problems: detail })),
    ]);
  });
});
