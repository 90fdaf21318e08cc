import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@/testing/freePort';
import { withProcess } from './withProcess';

/**
 * Runs `use` against the production build (`next build`, in NEXT_DIST_DIR or `.next`) served through the app's
 * entry on a free loopback port, on the embedded defaults (fixtures, a throwaway PGlite) unless `env` says
 * otherwise, and stops it afterwards.
 */
export async function withBuiltApp<T>(
  use: (baseUrl: string) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    return await withProcess(
      'node',
      ['--import', 'tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(port)],
      { PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      `${baseUrl}/palmistry`,
      () => use(baseUrl),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
