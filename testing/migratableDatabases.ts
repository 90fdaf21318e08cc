import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '@/runtime/platform/db/database';
import { createEmptyPostgres } from './testDatabases';

/**
 * For tests of a migration that changes rows: the migrations before it as a folder of their own, and empty databases
 * a test migrates itself (up to before it, then rows as they stood, then the rest).
 */

const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** A migration's tag (its file's name without `.sql`), by its number in the journal. */
export function migrationTag(idx: number): string {
  return journal.entries.find((entry) => entry.idx === idx)?.tag ?? '';
}

/** The migrations before one, as a folder of their own: a database as it stood before that one shipped. */
export function migrationsBefore(idx: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.filter((entry) => entry.idx < idx);
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')))
    if (entries.some((entry) => `${entry.tag}.sql` === file))
      copyFileSync(join(MIGRATIONS_FOLDER, file), join(folder, file));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

export type Migrated = {
  execute: (query: string) => Promise<Record<string, unknown>[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
};

/** PGlite always, PostgreSQL when TEST_DATABASE_URL is set: each an empty database, migrated by the test. */
export function migratableDatabases(): { name: string; open: () => Promise<Migrated> }[] {
  const list = [
    {
      name: 'pglite',
      open: async (): Promise<Migrated> => {
        const client = new PGlite('memory://');
        const db = drizzlePglite(client);
        return {
          execute: async (query) => (await db.execute(sql.raw(query))).rows as Record<string, unknown>[],
          migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
          close: () => client.close(),
        };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl)
    list.push({
      name: 'postgres',
      open: async (): Promise<Migrated> => {
        const empty = await createEmptyPostgres(adminUrl);
        const pool = new pg.Pool({ connectionString: empty.url });
        const db = drizzleNodePg(pool);
        return {
          execute: async (query) => (await db.execute(sql.raw(query))).rows,
          migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
          close: async () => {
            await pool.end();
            await empty.drop();
          },
        };
      },
    });
  return list;
}
