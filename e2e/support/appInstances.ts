import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { signBuilderEvent } from '@/runtime/signing/signBuilderEvent';
import { type BuilderSandbox, startBuilderSandbox } from '@/sandbox/builder/startBuilderSandbox';
import { BUILDER_AUTH_HEADER, BUILDER_EVENTS_PATH, BUILDER_PATHS } from '@/schemas/builder/builderContract';
import { postgresTarget, startTcpCut, type TcpCut, throughTcpCut } from '@/testing/tcpCut';
import { E2E_SANDBOX_SETTINGS } from './e2ePorts';

const API_KEY = 'instances-builder-key';
/** The first e2e app's build (playwright.config.ts), which the instances copy. */
const BUILD_DIR = process.env.NEXT_DIST_DIR || '.next';
/** A built app answers in well under this once started; the first start also migrates the database. */
const START_TIMEOUT_MS = 60_000;

export type AppInstances = {
  /** Base URLs of the instances, on loopback. */
  urls: string[];
  /** The PostgreSQL database the instances share, when they run on one (adminUrl), for specs that read what was kept. */
  databaseUrl?: string;
  builder: BuilderSandbox;
  /** Publishes a document in the builder, as a marketer would; the builder pushes the event to the first instance. */
  publish(kind: 'funnel' | 'flow', key: string, document: unknown): Promise<number>;
  unpublish(kind: 'funnel' | 'flow', key: string): Promise<void>;
  /** Signs an event body as the builder does, with the instances' API key. */
  sign(timestamp: number, body: string): string;
  /** Saves a draft in the builder (valid or not); drafts push no event. */
  saveDraft(kind: 'funnel' | 'flow', key: string, document: unknown): Promise<void>;
  /** With `cutDatabase`: every instance's PostgreSQL connections closed and refused, as in a restart, until `restore`. */
  cutDatabase(): void;
  restoreDatabase(): void;
  /** Kills an instance at once (SIGKILL: no request finished, nothing flushed), as a crash or an OOM kill does. */
  kill(index: number): Promise<void>;
  /** Starts a killed instance again, on its port with its settings; resolves once it serves. */
  restart(index: number): Promise<void>;
  stop(): Promise<void>;
};

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the instance at ${url} exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the instance at ${url} did not start within ${START_TIMEOUT_MS} ms`);
}

/**
 * Instances of the built app (copies of the `.next` build) behind no balancer, on one fresh PostgreSQL
 * database (or, for a single instance without `adminUrl`, its own PGlite), reading definitions from a
 * builder sandbox over a copy of the fixtures. Change events go to the first instance only; the others
 * must learn of them through the database.
 */
export async function startAppInstances(options: {
  adminUrl?: string;
  ports: number[];
  /** More settings for every instance (they run as stage otherwise). */
  env?: Record<string, string>;
  /** The instances reach PostgreSQL through a proxy the test can cut (testing/tcpCut.ts); needs `adminUrl`. */
  cutDatabase?: boolean;
}): Promise<AppInstances> {
  const fixturesDir = mkdtempSync(join(tmpdir(), 'instances-fixtures-'));
  cpSync('fixtures/funnels', fixturesDir, { recursive: true });
  const [firstPort] = options.ports;
  const builder = await startBuilderSandbox({
    fixturesDir,
    apiKey: API_KEY,
    eventsUrl: `http://127.0.0.1:${firstPort}${BUILDER_EVENTS_PATH}`,
    log: () => {},
  });
  const database = `funnel_instances_${randomUUID().replaceAll('-', '')}`;
  const adminUrl = options.adminUrl;
  let storage: Record<string, string>;
  let databaseUrl: string | undefined;
  let proxy: TcpCut | undefined;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    if (options.cutDatabase) proxy = await startTcpCut(postgresTarget(databaseUrl));
    storage = { DATABASE_URL: proxy ? throughTcpCut(databaseUrl, proxy) : databaseUrl };
  } else {
    if (options.ports.length > 1) throw new Error('instances share a database only on PostgreSQL: give adminUrl');
    if (options.cutDatabase) throw new Error('only a PostgreSQL connection can be cut: give adminUrl');
    storage = { PGLITE_DATA_DIR: join(fixturesDir, '.pglite') };
  }

  const children: ChildProcess[] = [];
  const distDirs = options.ports.map((port) => `.next-instance-${port}`);
  const urls = options.ports.map((port) => `http://127.0.0.1:${port}`);
  const spawnInstance = async (i: number) => {
    const child = spawn('node', ['--import', 'tsx', 'server.ts', '-H', '127.0.0.1', '-p', String(options.ports[i])], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: distDirs[i],
        // A built app on the embedded sandboxes' keys: APP_ENV dev, listening on loopback (stage takes real keys only).
        APP_ENV: 'dev',
        ...storage,
        BUILDER_API_HOST: builder.url,
        BUILDER_API_KEY: API_KEY,
        // The e2e payment and mail sandboxes (their SDK's address is in the build copied).
        ...E2E_SANDBOX_SETTINGS,
        LOG_LEVEL: 'warn',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children[i] = child;
    await waitUntilUp(`${urls[i]}/palmistry`, child);
  };
  const running = (child: ChildProcess | undefined): child is ChildProcess & { pid: number } =>
    child?.pid !== undefined && child.exitCode === null && child.signalCode === null;
  /** Signals an instance's process group (the server and anything it started) and waits until it exited. */
  const end = async (child: ChildProcess | undefined, signal: NodeJS.Signals) => {
    if (!running(child)) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid, signal);
    await exited;
  };
  // One at a time: the first migrates the fresh database.
  for (const [i, distDir] of distDirs.entries()) {
    // Each instance gets its own copy of the build, so no page cache is shared through the disk.
    rmSync(distDir, { recursive: true, force: true });
    cpSync(BUILD_DIR, distDir, { recursive: true, filter: (src) => !/(^|\/)\.next[^/]*\/(dev|cache)(\/|$)/.test(src) });
    await spawnInstance(i);
  }

  const write = async (method: 'PUT' | 'DELETE', path: string, document?: unknown) => {
    const response = await fetch(builder.url + path, {
      method,
      headers: { [BUILDER_AUTH_HEADER]: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: document === undefined ? undefined : JSON.stringify(document),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response;
  };
  const pathOf = (kind: 'funnel' | 'flow', key: string) =>
    kind === 'funnel' ? BUILDER_PATHS.funnel(key) : BUILDER_PATHS.flow(key);

  return {
    urls,
    databaseUrl,
    builder,
    publish: async (kind, key, document) =>
      ((await (await write('PUT', pathOf(kind, key), document)).json()) as { version: number }).version,
    unpublish: async (kind, key) => {
      await write('DELETE', pathOf(kind, key));
    },
    sign: (timestamp, body) => signBuilderEvent(API_KEY, timestamp, body),
    saveDraft: async (kind, key, document) => {
      await write('PUT', kind === 'funnel' ? BUILDER_PATHS.draftFunnel(key) : BUILDER_PATHS.draftFlow(key), document);
    },
    cutDatabase: () => {
      if (proxy === undefined) throw new Error('start the instances with cutDatabase to cut their database');
      proxy.cut();
    },
    restoreDatabase: () => proxy?.restore(),
    kill: (index) => end(children[index], 'SIGKILL'),
    restart: async (index) => {
      if (running(children[index])) throw new Error(`instance ${index} is still running: kill it first`);
      await spawnInstance(index);
    },
    stop: async () => {
      await Promise.all(children.map((child) => end(child, 'SIGTERM')));
      await builder.close();
      await proxy?.close();
      for (const dir of [fixturesDir, ...distDirs]) rmSync(dir, { recursive: true, force: true });
      if (!adminUrl) return;
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
