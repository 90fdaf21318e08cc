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
export type DatabaseHandle = { db: Database; kind: 'postgres' | 'pglite'; close: () => Promise<void> };

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
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, kind: 'pglite', close: () => client.close() };
}
