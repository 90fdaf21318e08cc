import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { delimiter, resolve } from 'node:path';
import { takenPorts } from '@/testing/takenPorts';

/**
 * The development server the `.dev.spec.ts` specs drive (playwright.dev.config.ts), started as `npm run dev` starts it:
 * `next dev` beside the sandboxes (sandbox/withSandboxes.ts, the builder publishing the fixtures), on loopback ports of
 * its own, apart from `npm run dev`'s (3000, 4010 to 4040) and from those of the e2e apps (e2e/support/e2ePorts.ts),
 * so it runs beside either. Its build goes to a folder of its own (NEXT_DIST_DIR, named in tsconfig.json's `include`
 * as `next dev` wants it), its embedded database too, both emptied first: every run is a first start.
 */
function portOf(variable: string, fallback: number): number {
  const raw = process.env[variable];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable} is not a port: ${raw}`);
  return port;
}

export const E2E_DEV_PORTS = {
  /** The development server. */
  app: portOf('E2E_DEV_PORT', 3207),
  /** Its sandboxes, each as `npm run dev` starts it, moved by the variable `npm run dev` reads. */
  builder: portOf('E2E_DEV_BUILDER_SANDBOX_PORT', 4210),
  payment: portOf('E2E_DEV_PAYMENT_SANDBOX_PORT', 4220),
  mailSmtp: portOf('E2E_DEV_MAIL_SANDBOX_SMTP_PORT', 4225),
  mailWeb: portOf('E2E_DEV_MAIL_SANDBOX_PORT', 4230),
  services: portOf('E2E_DEV_SERVICES_SANDBOX_PORT', 4235),
  ads: portOf('E2E_DEV_ADS_SANDBOX_PORT', 4240),
} as const;

export const E2E_DEV_URL = `http://127.0.0.1:${E2E_DEV_PORTS.app}`;

/** Where the development server builds, beside the e2e apps' builds (`.next`, `.next-production`). */
export const E2E_DEV_DIST_DIR = '.next-e2e-dev';
const PGLITE_DIR = '.data/e2e-dev-pglite';
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts every terminal colour code.
const ANSI_CODES = /\x1b\[[0-9;]*m/g;
/** A first start builds every page and route it is asked for; on two busy cores the first page takes minutes. */
const START_TIMEOUT_MS = 300_000;

/** What the server printed, line by line (its structured logs are JSON lines with a pino `level`). */
export type DevServer = { url: string; output: string[]; stop(): Promise<void> };

/** Server log lines at error level or above (pino's 50 and 60), and anything printed with a stack. */
export function errorsIn(output: readonly string[]): string[] {
  return output.filter((line) => {
    try {
      const entry: unknown = JSON.parse(line);
      if (typeof entry === 'object' && entry !== null && 'level' in entry) return Number(entry.level) >= 50;
    } catch {
      // Not a log line: Next's own output, a sandbox's.
    }
    return /^\s*at .+:\d+:\d+\)?$|Error:|⨯/.test(line);
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the development server exited with ${child.exitCode}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(START_TIMEOUT_MS) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the development server at ${url} did not serve within ${START_TIMEOUT_MS} ms`);
}

/** Starts the development server as `npm run dev` does, on the ports above; resolves once `path` is served. */
export async function startDevServer(path = '/palmistry'): Promise<DevServer> {
  const ports = Object.values(E2E_DEV_PORTS);
  const taken = takenPorts(ports);
  if (taken.length > 0)
    throw new Error(
      `The development server's ports are taken: ${taken.map((t) => `${t.port} (${t.code})`).join(', ')}. Stop what ` +
        'listens there (an earlier run?) or move them (E2E_DEV_PORT, E2E_DEV_*_SANDBOX_PORT in e2e/support/devServer.ts).',
    );
  for (const dir of [E2E_DEV_DIST_DIR, PGLITE_DIR]) rmSync(dir, { recursive: true, force: true });
  const child = spawn(
    'node',
    ['--import', 'tsx', 'sandbox/withSandboxes.ts', '--watch-fixtures', 'next', 'dev', '--hostname', '127.0.0.1'],
    {
      env: {
        ...process.env,
        // As npm runs the script: `next` from the project's own packages.
        PATH: `${resolve('node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
        // Plain lines, to be read (Playwright's workers ask for colours).
        FORCE_COLOR: '0',
        NO_COLOR: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: E2E_DEV_DIST_DIR,
        PGLITE_DATA_DIR: PGLITE_DIR,
        PORT: String(E2E_DEV_PORTS.app),
        BUILDER_SANDBOX_PORT: String(E2E_DEV_PORTS.builder),
        PAYMENT_SANDBOX_PORT: String(E2E_DEV_PORTS.payment),
        MAIL_SANDBOX_SMTP_PORT: String(E2E_DEV_PORTS.mailSmtp),
        MAIL_SANDBOX_PORT: String(E2E_DEV_PORTS.mailWeb),
        SERVICES_SANDBOX_PORT: String(E2E_DEV_PORTS.services),
        ADS_SANDBOX_PORT: String(E2E_DEV_PORTS.ads),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    // Whole lines, whatever the chunks, without colour codes should any come through.
    let partial = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      output.push(...lines.map((line) => line.replace(ANSI_CODES, '')).filter((line) => line.trim() !== ''));
    });
  }
  const stop = async () => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    // The group: the sandboxes' runner, `next dev` and its server; the runner closes the sandboxes as `next dev` ends.
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  try {
    await waitUntilUp(`${E2E_DEV_URL}${path}`, child);
  } catch (error) {
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${output.slice(-40).join('\n')}`);
  }
  return { url: E2E_DEV_URL, output, stop };
}
