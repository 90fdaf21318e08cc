import { serverEnv } from '@/runtime/platform/env.server';
import { type DatabaseHandle, openDatabase } from './database';

// One handle per process, kept on globalThis so that reloads in development do not open PGlite twice.
const holder = globalThis as typeof globalThis & { __funnelDatabase?: Promise<DatabaseHandle> };

/** The app's database, opened and migrated on first use, from DATABASE_URL or the embedded PGlite. */
export function appDatabase(): Promise<DatabaseHandle> {
  const env = serverEnv();
  holder.__funnelDatabase ??= openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  return holder.__funnelDatabase;
}
