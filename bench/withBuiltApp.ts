import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built app answers in under a second once started; a first start also migrates its database. */
const START_TIMEOUT_MS = 60_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * Runs `use` against the production build (`.next`) served on a free loopback port, on the embedded
 * defaults (fixtures, a throwaway PGlite), and stops it afterwards.
 */
export async function withBuiltApp<T>(use: (baseUrl: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const app = spawn('node', ['--import', 'tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (app.exitCode !== null) throw new Error(`the app exited with ${app.exitCode}`);
      if (
        await fetch(`${baseUrl}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error(`the app did not start within ${START_TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return await use(baseUrl);
  } finally {
    if (app.pid) process.kill(-app.pid, 'SIGTERM');
    if (app.exitCode === null) await new Promise((r) => app.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
