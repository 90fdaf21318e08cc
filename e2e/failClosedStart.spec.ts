import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@/testing/freePort';
import { expect, test } from './support/visitor';

/**
 * Whether an HTTP server answers at `host`:`port` (any status), or the connection is refused. A fresh server's first
 * answer waits for its embedded database to open and take the fixtures in: seconds alone, much longer beside the
 * other e2e workers on a small machine.
 */
const answers = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const asked = httpRequest({ host, port, path: '/api/v1/consent/region', timeout: 90_000 }, (response) => {
      response.resume();
      resolve(true);
    });
    asked.on('error', () => resolve(false));
    asked.on('timeout', () => asked.destroy());
    asked.end();
  });

/** An address of this machine on a network (not loopback), if it has one. */
const networkAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((i) => i !== undefined && i.family === 'IPv4' && !i.internal)?.address;

test('a built server started as a user would, on the embedded defaults, serves this machine only and says so', async () => {
  // A server of its own starts (Next and its database) beside the e2e apps.
  test.setTimeout(240_000);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fail-closed-'));
  // `npm start` without APP_ENV: the payment sandbox's published keys and the embedded link key are trusted.
  const child = spawn('node', ['--import', 'tsx', 'server.ts', '-p', String(port)], {
    // A user's shell: no setting of the app's but where its database lives (and none of the test runner's).
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOME: process.env.HOME,
      PGLITE_DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let said = '';
  child.stdout.on('data', (chunk: Buffer) => {
    said += chunk.toString();
  });
  try {
    await expect.poll(() => said, { timeout: 90_000 }).toContain('ready on');
    expect(said).toContain(
      `listening on this machine only (127.0.0.1): SOLIDGATE_PUBLIC_KEY, SOLIDGATE_SECRET_KEY, SOLIDGATE_WEBHOOK_PUBLIC_KEY, SOLIDGATE_WEBHOOK_SECRET_KEY, EMAIL_LINK_SECRET hold keys anyone can read`,
    );
    expect(await answers('127.0.0.1', port)).toBe(true);
    const elsewhere = networkAddress();
    // Another machine reaches this one at its network address: nothing listens there.
    if (elsewhere !== undefined) expect(await answers(elsewhere, port)).toBe(false);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
