import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '@/runtime/platform/db/database';

export type TestDatabase = { name: 'pglite' | 'postgres'; open: () => Promise<DatabaseHandle> };

/**
 * The databases integration tests run on: PGlite in memory always, and PostgreSQL when
 * TEST_DATABASE_URL is set. Each open() gives a fresh, migrated database that is dropped on close.
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase({ dataDir: 'memory://' }) }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) databases.push({ name: 'postgres', open: () => openFreshPostgres(adminUrl) });
  return databases;
}

/** An empty PostgreSQL database beside the one `adminUrl` names: its URL, and how to drop it. */
export async function createEmptyPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `funnel_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated PostgreSQL database beside the one `adminUrl` names, dropped on close; `reach` rewrites the URL
 * the app's connections use (through a proxy a test can cut, testing/tcpCut.ts).
 */
export async function openFreshPostgres(
  adminUrl: string,
  reach: (databaseUrl: string) => string = (databaseUrl) => databaseUrl,
): Promise<DatabaseHandle> {
  const empty = await createEmptyPostgres(adminUrl);
  const handle = await openDatabase({ databaseUrl: reach(empty.url), dataDir: '' });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
