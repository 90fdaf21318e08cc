import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { testDatabases } from '@/testing/testDatabases';
import { findDefinitionVersion, listDefinitionVersions, storeDefinitionVersion } from './definitionVersions';
import { fixtureSource } from './fixtureSource';
import { readFixtureCatalog } from './readFixtureCatalog';
import { syncPublishedDefinitions } from './syncPublishedDefinitions';

describe.each(testDatabases())('definition versions on $name', ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('stores a version once and keeps the first document', async () => {
    const first = { id: 'moon', version: 1, note: 'first' };
    expect(await storeDefinitionVersion(handle.db, { kind: 'flow', key: 'moon', version: 1, document: first })).toBe(
      true,
    );
    expect(
      await storeDefinitionVersion(handle.db, { kind: 'flow', key: 'moon', version: 1, document: { note: 'again' } }),
    ).toBe(false);
    expect((await findDefinitionVersion(handle.db, 'flow', 'moon', 1))?.document).toEqual(first);
  });

  it('finds the newest version when none is asked for, and lists newest first', async () => {
    for (const version of [3, 2])
      await storeDefinitionVersion(handle.db, { kind: 'flow', key: 'moon', version, document: { version } });
    expect((await findDefinitionVersion(handle.db, 'flow', 'moon'))?.version).toBe(3);
    expect((await listDefinitionVersions(handle.db, 'flow', 'moon')).map((v) => v.version)).toEqual([3, 2, 1]);
    expect(await findDefinitionVersion(handle.db, 'flow', 'sun')).toBeUndefined();
  });

  it('keeps funnels and flows of the same key apart', async () => {
    await storeDefinitionVersion(handle.db, { kind: 'funnel', key: 'moon', version: 7, document: { slug: 'moon' } });
    expect((await findDefinitionVersion(handle.db, 'funnel', 'moon'))?.version).toBe(7);
    expect((await findDefinitionVersion(handle.db, 'flow', 'moon'))?.version).toBe(3);
  });

  it('publishes every fixture funnel with its flow from the fixture source, and a second sync changes nothing', async () => {
    const catalog = readFixtureCatalog('fixtures/funnels');
    const source = fixtureSource('fixtures/funnels');
    const first = await syncPublishedDefinitions(handle.db, source);
    expect(first).toMatchObject({ ok: true, served: catalog.funnels.length, refused: [] });
    expect(await syncPublishedDefinitions(handle.db, source)).toMatchObject({ ok: true, paths: [] });
    const [one] = catalog.funnels;
    expect((await findDefinitionVersion(handle.db, 'funnel', one?.funnel.slug ?? ''))?.document).toEqual(one?.funnel);
  });
});
