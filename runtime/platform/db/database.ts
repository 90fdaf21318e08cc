import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Sends a notification to every listener of the channel, in every process on the database. */
  notify: (channel: string, payload: string) => Promise<void>;
  /** Calls `onPayload` for each notification on the channel; resolves to a function that stops listening. */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** Channel names are identifiers in LISTEN; only plain ones are accepted. */
const CHANNEL = /^[a-z_][a-z0-9_]*$/;
function checkedChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/** The migrations checked in beside this file, applied in order at every start (paths are from the project root). */
export const MIGRATIONS_FOLDER = join(process.cwd(), 'runtime/platform/db/migrations');

/**
 * Opens the database and brings its schema up to date: PostgreSQL when a URL is given, otherwise
 * PGlite (PostgreSQL in WASM) in `dataDir`, or in memory when `dataDir` is 'memory://'.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const listeners: pg.Client[] = [];
    return {
      db,
      kind: 'postgres',
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
      },
      // LISTEN holds its connection, so each listener gets its own client rather than one from the pool.
      listen: async (channel, onPayload) => {
        const name = checkedChannel(channel);
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        client.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
        });
        await client.query(`listen ${name}`);
        listeners.push(client);
        return async () => {
          listeners.splice(listeners.indexOf(client), 1);
          await client.end();
        };
      },
      close: async () => {
        await Promise.all(listeners.map((c) => c.end()));
        await pool.end();
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: 'pglite',
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    // PGlite lives in this process, so its notifications reach this process's listeners only.
    listen: async (channel, onPayload) => client.listen(checkedChannel(channel), onPayload),
    close: () => client.close(),
  };
}
