import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '@/runtime/platform/db/database';
import { flowSchema } from '@/schemas/flowSchema';
import { funnelSchema } from '@/schemas/funnelSchema';
import { postgresTarget, startTcpCut, type TcpCut, throughTcpCut } from '@/testing/tcpCut';
import { openFreshPostgres } from '@/testing/testDatabases';
import { announceDefinitionChange, followDefinitionChanges } from './definitionChanges';
import { findPublishedFunnel, publishDefinitions } from './publishedDefinitions';

const adminUrl = process.env.TEST_DATABASE_URL;
const SLUG = 'starseed';
const read = (kind: 'funnel' | 'flow') => JSON.parse(readFileSync(`fixtures/funnels/${SLUG}/${kind}.json`, 'utf8'));
const FLOW = flowSchema.parse(read('flow'));
/** The fixture funnel at a version, named for it, so that what an instance serves says which version it is. */
const funnelAt = (version: number) => funnelSchema.parse({ ...read('funnel'), version, name: `Version ${version}` });

/** An instance as startServer wires it: it follows changes, and on a missed one reads everything again. */
type Instance = {
  handle: DatabaseHandle;
  serving: string | undefined;
  missed: number;
  heard: number;
  stop: () => Promise<void>;
};

async function startInstance(open: () => Promise<DatabaseHandle>): Promise<Instance> {
  const handle = await open();
  const instance: Instance = { handle, serving: undefined, missed: 0, heard: 0, stop: async () => {} };
  const read = async () => {
    instance.serving = (await findPublishedFunnel(handle.db, SLUG))?.funnel.name;
  };
  instance.stop = await followDefinitionChanges(
    handle,
    () => {
      instance.heard += 1;
      void read();
    },
    () => {
      instance.missed += 1;
      void read();
    },
  );
  await read();
  return instance;
}

/**
 * Two instances on one PostgreSQL database, each through the proxy a test cuts as a restart would (testing/tcpCut.ts);
 * the builder's writes come through a connection of their own. PGlite has no connection to lose: PostgreSQL only.
 */
describe.skipIf(adminUrl === undefined)('two instances following changes across a PostgreSQL restart', () => {
  let proxy: TcpCut;
  let writer: DatabaseHandle;
  let instances: Instance[] = [];
  beforeAll(async () => {
    if (adminUrl === undefined) return;
    proxy = await startTcpCut(postgresTarget(adminUrl));
    let databaseUrl = '';
    writer = await openFreshPostgres(adminUrl, (url) => {
      databaseUrl = url;
      return url;
    });
    await publishDefinitions(writer.db, [
      { kind: 'flow', key: SLUG, version: 1, document: FLOW },
      { kind: 'funnel', key: SLUG, version: 1, document: funnelAt(1) },
    ]);
    // The instances reach the writer's database through the proxy.
    const open = () => openDatabase({ databaseUrl: throughTcpCut(databaseUrl, proxy), dataDir: '' });
    instances = [await startInstance(open), await startInstance(open)];
  });
  afterAll(async () => {
    proxy?.restore();
    for (const instance of instances) {
      await instance.stop();
      await instance.handle.close();
    }
    await writer?.close();
    await proxy?.close();
  });

  it('both reconnect, catch up on the version published while they were cut off, and hear the changes after', async () => {
    expect(instances.map((i) => i.serving)).toEqual(['Version 1', 'Version 1']);
    proxy.cut();
    // Published while both were cut off: the announcement reaches neither.
    await publishDefinitions(writer.db, [{ kind: 'funnel', key: SLUG, version: 2, document: funnelAt(2) }]);
    await announceDefinitionChange(writer, { paths: [SLUG] });
    // Each instance's own queries fail while cut.
    for (const instance of instances) await expect(findPublishedFunnel(instance.handle.db, SLUG)).rejects.toThrow();
    expect(instances.map((i) => [i.heard, i.serving])).toEqual([
      [0, 'Version 1'],
      [0, 'Version 1'],
    ]);

    proxy.restore();
    // Each listens again, is told it may have missed changes, reads again and serves the newest version.
    await expect.poll(() => instances.map((i) => i.missed), { timeout: 10_000 }).toEqual([1, 1]);
    await expect.poll(() => instances.map((i) => i.serving)).toEqual(['Version 2', 'Version 2']);

    // And what is announced afterwards reaches both.
    await publishDefinitions(writer.db, [{ kind: 'funnel', key: SLUG, version: 3, document: funnelAt(3) }]);
    await announceDefinitionChange(writer, { paths: [SLUG] });
    await expect.poll(() => instances.map((i) => i.serving)).toEqual(['Version 3', 'Version 3']);
    expect(instances.map((i) => i.heard)).toEqual([1, 1]);
  });
});
