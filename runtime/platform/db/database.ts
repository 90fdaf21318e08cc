import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockEmbeddedDatabase } from './embeddedLock';
import { listenOnPostgres } from './listenOnPostgres';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseHandle = {
  db: Database;
  kind: 'postgres' | 'pglite';
  /** Sends a notification to every listener of the channel, in every process on the database. */
  notify: (channel: string, payload: string) => Promise<void>;
  /**
   * Calls `onPayload` for each notification on the channel, and `onReconnect` when listening resumed
   * after a dropped connection (notifications may have been missed); resolves to a function that stops.
   */
  listen: (
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** How long a new connection to PostgreSQL may take before the call that needed it fails. */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000;
/**
 * How long a query may wait for PostgreSQL's answer on an open connection (the host gone silent under it, a network
 * cut no side has noticed) before it fails; the pool then drops that connection. Our queries take milliseconds.
 */
export const DATABASE_QUERY_TIMEOUT_MS = 10_000;

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
  const { databaseUrl } = options;
  if (databaseUrl !== undefined) {
    // A database host that drops packets (rather than refusing) would hold a request until the OS gives up, minutes:
    // a connection not made in DATABASE_CONNECT_TIMEOUT_MS fails, a query not answered in DATABASE_QUERY_TIMEOUT_MS
    // too, and the call is answered 503 (gatewayRoute).
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      query_timeout: DATABASE_QUERY_TIMEOUT_MS,
    });
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // An idle connection that drops is replaced by the pool; without a handler its error would end the process.
    pool.on('error', () => {});
    const stops = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
      },
      listen: async (channel, onPayload, onReconnect) => {
        const stop = await listenOnPostgres(databaseUrl, checkedChannel(channel), onPayload, onReconnect);
        stops.add(stop);
        return async () => {
          stops.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...stops].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const inMemory = options.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  // One process at a time in a folder: a second is refused with who holds it (embeddedLock).
  const unlock = inMemory ? () => {} : lockEmbeddedDatabase(options.dataDir);
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  // A folder PGlite cannot open (or a migration that fails) gives the folder back at once.
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  return {
    db,
    kind: 'pglite',
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [checkedChannel(channel), payload]);
    },
    // PGlite lives in this process, so its notifications reach this process's listeners only.
    listen: async (channel, onPayload) => client.listen(checkedChannel(channel), onPayload),
    close: async () => {
      await client.close();
      unlock();
    },
  };
}
