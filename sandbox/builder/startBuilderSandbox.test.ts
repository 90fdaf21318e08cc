import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isBuilderSignatureValid } from '@/runtime/signing/signBuilderEvent';
import { BUILDER_PATHS, BUILDER_SIGNATURE_HEADER, BUILDER_TIMESTAMP_HEADER } from '@/schemas/builder/builderContract';
import { builderEventSchema } from '@/schemas/builder/builderEventSchema';
import { BUILDER_FAULTS_PATH } from './parseBuilderFault';
import { type BuilderSandbox, type BuilderSandboxOptions, startBuilderSandbox } from './startBuilderSandbox';

const API_KEY = 'test-builder-key';
const FIXTURES = join(import.meta.dirname, '../../fixtures/funnels');
const cleanups: (() => unknown)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A temp copy of a few fixture folders, so tests may edit them. */
function copyFixtures(...slugs: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'builder-sandbox-'));
  for (const slug of slugs) cpSync(join(FIXTURES, slug), join(dir, slug), { recursive: true });
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A sandbox over a copy of two fixture folders, its notices kept in `logged`. */
async function start(options: Partial<BuilderSandboxOptions> = {}) {
  const logged: string[] = [];
  const fixturesDir = copyFixtures('palmistry', 'love-quiz');
  const sandbox = await startBuilderSandbox({
    fixturesDir,
    apiKey: API_KEY,
    delivery: { backoffMs: 10 },
    log: (line) => logged.push(line),
    ...options,
  });
  cleanups.push(() => sandbox.close());
  return Object.assign(sandbox, { logged, fixturesDir });
}

type Received = { headers: IncomingHttpHeaders; body: string };

/** A tiny events endpoint answering each request with the next status of `statuses` (then 200). */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`, received };
}

function call(sandbox: BuilderSandbox, path: string, init: RequestInit & { key?: string } = {}) {
  const { key = API_KEY, ...rest } = init;
  return fetch(sandbox.url + path, { ...rest, headers: { authorization: `Bearer ${key}`, ...rest.headers } });
}

const fixture = (slug: string, kind: 'funnel' | 'flow') =>
  JSON.parse(readFileSync(join(FIXTURES, slug, `${kind}.json`), 'utf8')) as Record<string, unknown>;

async function put(sandbox: BuilderSandbox, path: string, document: unknown) {
  const response = await call(sandbox, path, { method: 'PUT', body: JSON.stringify(document) });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('startBuilderSandbox', () => {
  it('refuses reads and writes without the API key, in the error shape', async () => {
    const sandbox = await start();
    for (const [path, method] of [
      [BUILDER_PATHS.funnels, 'GET'],
      [BUILDER_PATHS.flow('palmistry'), 'GET'],
      [BUILDER_PATHS.draftFunnel('palmistry'), 'GET'],
      [BUILDER_PATHS.funnel('palmistry'), 'DELETE'],
    ] as const) {
      const response = await call(sandbox, path, { method, key: 'wrong' });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ originalError: 'missing or wrong API key', originalStatusCode: 401 });
    }
    expect((await fetch(sandbox.url + BUILDER_PATHS.funnels)).status).toBe(401);
  });

  it('serves the published funnels, a funnel by slug and a flow by id, each at its file version', async () => {
    const sandbox = await start();
    expect(await (await call(sandbox, BUILDER_PATHS.funnels)).json()).toEqual({
      funnels: [
        { slug: 'love-quiz', version: 1, flowId: 'love-quiz' },
        { slug: 'palmistry', version: 1, flowId: 'palmistry' },
      ],
    });
    expect(await (await call(sandbox, BUILDER_PATHS.funnel('palmistry'))).json()).toEqual(
      fixture('palmistry', 'funnel'),
    );
    expect(await (await call(sandbox, BUILDER_PATHS.flow('love-quiz', 1))).json()).toEqual(
      fixture('love-quiz', 'flow'),
    );
  });

  it.each([
    [BUILDER_PATHS.funnel('nope'), 404, 'funnel nope is not published'],
    [BUILDER_PATHS.flow('palmistry', 2), 404, 'flow palmistry version 2 is not published'],
    [`${BUILDER_PATHS.flow('palmistry')}?version=two`, 400, 'version must be a positive integer, not "two"'],
    [BUILDER_PATHS.draftFlow('nope'), 404, 'no draft of flow nope'],
    ['/api/v2/funnels', 404, 'no such path: /api/v2/funnels'],
  ])('answers %s with %i', async (path, status, message) => {
    const sandbox = await start();
    const response = await call(sandbox, path);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ originalError: message, originalStatusCode: status });
  });

  it('publishes each change as version max(its own, last + 1), keeping every published version', async () => {
    const sandbox = await start();
    const flow = fixture('palmistry', 'flow');
    expect(await put(sandbox, BUILDER_PATHS.flow('palmistry'), { ...flow, firstStep: 'x' })).toEqual({
      status: 200,
      body: { version: 2 },
    });
    expect((await put(sandbox, BUILDER_PATHS.flow('palmistry'), { ...flow, version: 7 })).body).toEqual({ version: 7 });
    const { version: _, ...unversioned } = flow;
    expect((await put(sandbox, BUILDER_PATHS.flow('palmistry'), unversioned)).body).toEqual({ version: 8 });

    expect(await (await call(sandbox, BUILDER_PATHS.flow('palmistry'))).json()).toEqual({ ...flow, version: 8 });
    expect(await (await call(sandbox, BUILDER_PATHS.flow('palmistry', 2))).json()).toMatchObject({
      version: 2,
      firstStep: 'x',
    });
    expect(await (await call(sandbox, BUILDER_PATHS.flow('palmistry', 1))).json()).toEqual(flow);
    expect((await call(sandbox, BUILDER_PATHS.flow('palmistry', 3))).status).toBe(404);
    expect(sandbox.events().map((event) => [event.type, event.key, event.version])).toEqual([
      ['flow.update', 'palmistry', 2],
      ['flow.update', 'palmistry', 7],
      ['flow.update', 'palmistry', 8],
    ]);
  });

  it("serves a funnel's flow version pin as written, and lists a new funnel with its flow", async () => {
    const sandbox = await start();
    const funnel = { ...fixture('palmistry', 'funnel'), slug: 'palm-2', flow: { id: 'palmistry', version: 1 } };
    expect((await put(sandbox, BUILDER_PATHS.funnel('palm-2'), funnel)).body).toEqual({ version: 1 });
    expect(await (await call(sandbox, BUILDER_PATHS.funnel('palm-2'))).json()).toEqual(funnel);
    expect(await (await call(sandbox, BUILDER_PATHS.funnels)).json()).toMatchObject({
      funnels: expect.arrayContaining([{ slug: 'palm-2', version: 1, flowId: 'palmistry' }]),
    });
    expect(sandbox.events().map((event) => event.type)).toEqual(['funnel.create']);
  });

  it.each([
    ['not JSON', '{"slug": ', 'funnel palmistry cannot be published: it is not valid JSON'],
    [
      'without a flow',
      '{"slug": "palmistry"}',
      'funnel palmistry cannot be published: it has no flow { id, version? }',
    ],
    [
      'under another slug',
      '{"slug": "x", "flow": {"id": "x"}}',
      'funnel palmistry cannot be published: the document says x',
    ],
  ])('refuses to publish a funnel %s (422), publishing nothing', async (_, body, message) => {
    const sandbox = await start();
    const response = await call(sandbox, BUILDER_PATHS.funnel('palmistry'), { method: 'PUT', body });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { originalError: string }).originalError).toContain(message);
    expect(sandbox.events()).toEqual([]);
  });

  it('unpublishes on DELETE: later reads 404, and publishing again is a create with a fresh version', async () => {
    const sandbox = await start();
    expect((await call(sandbox, BUILDER_PATHS.funnel('palmistry'), { method: 'DELETE' })).status).toBe(204);
    expect((await call(sandbox, BUILDER_PATHS.funnel('palmistry'))).status).toBe(404);
    expect(await (await call(sandbox, BUILDER_PATHS.funnels)).json()).toEqual({
      funnels: [{ slug: 'love-quiz', version: 1, flowId: 'love-quiz' }],
    });
    expect((await call(sandbox, BUILDER_PATHS.funnel('palmistry'), { method: 'DELETE' })).status).toBe(404);
    expect((await call(sandbox, BUILDER_PATHS.flow('palmistry'), { method: 'DELETE' })).status).toBe(204);
    expect((await call(sandbox, BUILDER_PATHS.flow('palmistry', 1))).status).toBe(404);

    expect((await put(sandbox, BUILDER_PATHS.funnel('palmistry'), fixture('palmistry', 'funnel'))).body).toEqual({
      version: 2,
    });
    expect(sandbox.events().map((event) => [event.type, event.version])).toEqual([
      ['funnel.delete', undefined],
      ['flow.delete', undefined],
      ['funnel.create', 2],
    ]);
  });

  it('keeps drafts as saved, even invalid, without publishing them; a draft that is not JSON answers 422', async () => {
    const sandbox = await start();
    const fileText = readFileSync(join(FIXTURES, 'palmistry', 'flow.json'), 'utf8');
    expect(await (await call(sandbox, BUILDER_PATHS.draftFlow('palmistry'))).text()).toBe(fileText);

    const invalid = '{"id": "palmistry", "steps": "not a list"}';
    expect((await call(sandbox, BUILDER_PATHS.draftFlow('palmistry'), { method: 'PUT', body: invalid })).status).toBe(
      204,
    );
    expect(await (await call(sandbox, BUILDER_PATHS.draftFlow('palmistry'))).text()).toBe(invalid);

    expect((await call(sandbox, BUILDER_PATHS.draftFunnel('new'), { method: 'PUT', body: '{"slug": ' })).status).toBe(
      204,
    );
    const response = await call(sandbox, BUILDER_PATHS.draftFunnel('new'));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      originalError: expect.stringMatching(/^the draft of funnel new is not valid JSON: /),
      originalStatusCode: 422,
    });

    expect(await (await call(sandbox, BUILDER_PATHS.flow('palmistry'))).json()).toEqual(fixture('palmistry', 'flow'));
    expect((await call(sandbox, BUILDER_PATHS.funnel('new'))).status).toBe(404);
    expect(sandbox.events()).toEqual([]);
  });

  it('pushes each change event signed with the API key, per document in order', async () => {
    const receiver = await startReceiver();
    const sandbox = await start({ eventsUrl: receiver.url });
    const flow = fixture('love-quiz', 'flow');
    await Promise.all([
      put(sandbox, BUILDER_PATHS.flow('love-quiz'), flow),
      put(sandbox, BUILDER_PATHS.flow('love-quiz'), flow),
      put(sandbox, BUILDER_PATHS.flow('love-quiz'), flow),
    ]);
    await call(sandbox, BUILDER_PATHS.funnel('love-quiz'), { method: 'DELETE' });
    await sandbox.idle();

    expect(receiver.received).toHaveLength(4);
    for (const { headers, body } of receiver.received) {
      const timestamp = Number(headers[BUILDER_TIMESTAMP_HEADER]);
      expect(Math.abs(timestamp - Date.now() / 1000)).toBeLessThan(5);
      expect(isBuilderSignatureValid(API_KEY, timestamp, body, String(headers[BUILDER_SIGNATURE_HEADER]))).toBe(true);
      expect(isBuilderSignatureValid('other-key', timestamp, body, String(headers[BUILDER_SIGNATURE_HEADER]))).toBe(
        false,
      );
      expect(headers['content-type']).toBe('application/json');
    }
    const events = receiver.received.map(({ body }) => builderEventSchema.parse(JSON.parse(body)));
    const flowVersions = events.filter((event) => event.type === 'flow.update').map((event) => event.version);
    expect(flowVersions).toEqual([2, 3, 4]);
    expect(new Set(events.map((event) => event.id)).size).toBe(4);
    expect(sandbox.deliveries().every((outcome) => outcome.ok && outcome.attempts === 1)).toBe(true);
  });

  it('retries a failed delivery with backoff, but not a refusal other than 408 and 429', async () => {
    const receiver = await startReceiver([503, 500, 200, 400, 429, 408, 200]);
    const sandbox = await start({ eventsUrl: receiver.url });
    await put(sandbox, BUILDER_PATHS.flow('love-quiz'), fixture('love-quiz', 'flow'));
    await sandbox.idle();
    await put(sandbox, BUILDER_PATHS.flow('love-quiz'), fixture('love-quiz', 'flow'));
    await sandbox.idle();
    await put(sandbox, BUILDER_PATHS.flow('love-quiz'), fixture('love-quiz', 'flow'));
    await sandbox.idle();

    expect(sandbox.deliveries().map(({ ok, attempts, status }) => ({ ok, attempts, status }))).toEqual([
      { ok: true, attempts: 3, status: 200 },
      { ok: false, attempts: 1, status: 400 },
      { ok: true, attempts: 3, status: 200 },
    ]);
    // A retry is the same event: the receiver can tell a repeat by its id.
    expect(new Set(receiver.received.slice(0, 3).map(({ body }) => body)).size).toBe(1);
    expect(sandbox.logged).toEqual([
      expect.stringMatching(/^builder sandbox: flow.update love-quiz not delivered to .* after 1 attempts \(400\)$/),
    ]);
  });

  it('gives up after the last attempt when the receiver is unreachable', async () => {
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const { port } = gone.address() as AddressInfo;
    await new Promise((resolve) => gone.close(resolve));
    const sandbox = await start({
      eventsUrl: `http://127.0.0.1:${port}/events`,
      delivery: { attempts: 3, backoffMs: 1 },
    });
    await call(sandbox, BUILDER_PATHS.flow('love-quiz'), { method: 'DELETE' });
    await sandbox.idle();
    expect(sandbox.deliveries()).toMatchObject([{ ok: false, attempts: 3, error: 'ECONNREFUSED' }]);
  });

  it('watches the folder: a saved file is published, a new folder created, a removed file deleted', async () => {
    const receiver = await startReceiver();
    const sandbox = await start({ eventsUrl: receiver.url, watch: true });
    const { fixturesDir } = sandbox;
    const received = () => receiver.received.map(({ body }) => builderEventSchema.parse(JSON.parse(body)));
    const waitForEvents = (count: number) =>
      vi.waitFor(() => expect(received()).toHaveLength(count), { timeout: 2000, interval: 10 });

    const flowFile = join(fixturesDir, 'palmistry', 'flow.json');
    writeFileSync(flowFile, JSON.stringify({ ...fixture('palmistry', 'flow'), firstStep: 'edited' }));
    await waitForEvents(1);
    expect(received()[0]).toMatchObject({ type: 'flow.update', key: 'palmistry', version: 2 });
    expect(await (await call(sandbox, BUILDER_PATHS.flow('palmistry'))).json()).toMatchObject({
      version: 2,
      firstStep: 'edited',
    });

    mkdirSync(join(fixturesDir, 'palm-2'));
    writeFileSync(
      join(fixturesDir, 'palm-2', 'funnel.json'),
      JSON.stringify({ ...fixture('palmistry', 'funnel'), slug: 'palm-2' }),
    );
    await waitForEvents(2);
    expect(received()[1]).toMatchObject({ type: 'funnel.create', key: 'palm-2', version: 1 });

    writeFileSync(flowFile, '{"id": "palmistry", ');
    await vi.waitFor(() => expect(sandbox.logged).toHaveLength(1), { timeout: 2000, interval: 10 });
    expect(sandbox.logged[0]).toMatch(
      /^builder sandbox: palmistry\/flow.json is not valid JSON: .*; kept as the flow draft, not published$/,
    );
    expect((await call(sandbox, BUILDER_PATHS.draftFlow('palmistry'))).status).toBe(422);
    expect(await (await call(sandbox, BUILDER_PATHS.flow('palmistry'))).json()).toMatchObject({ version: 2 });

    rmSync(join(fixturesDir, 'love-quiz', 'funnel.json'));
    await waitForEvents(3);
    expect(received()[2]).toMatchObject({ type: 'funnel.delete', key: 'love-quiz' });
    expect((await call(sandbox, BUILDER_PATHS.funnel('love-quiz'))).status).toBe(404);
    expect(received()).toHaveLength(3);
  });

  it('breaks reads on demand (down, error, slow, garbage) through the handle and the control endpoint', async () => {
    const sandbox = await start();
    const read = () => call(sandbox, BUILDER_PATHS.funnel('palmistry'));

    sandbox.setFault({ mode: 'down' });
    const down = await read();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      originalError: 'the builder is down (sandbox fault)',
      originalStatusCode: 503,
    });
    // Writes still work: only reads are broken.
    expect((await put(sandbox, BUILDER_PATHS.flow('palmistry'), fixture('palmistry', 'flow'))).status).toBe(200);

    sandbox.setFault({ mode: 'error' });
    const failed = await read();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({
      originalError: 'the builder failed (sandbox fault)',
      originalStatusCode: 500,
    });

    sandbox.setFault({ mode: 'garbage' });
    const garbage = await read();
    expect(garbage.status).toBe(200);
    await expect(garbage.json()).rejects.toThrow(SyntaxError);

    const control = await call(sandbox, BUILDER_FAULTS_PATH, {
      method: 'POST',
      body: JSON.stringify({ mode: 'slow', delayMs: 150 }),
    });
    expect(await control.json()).toEqual({ mode: 'slow', delayMs: 150 });
    const startedAt = performance.now();
    expect((await read()).status).toBe(200);
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(140);

    const refused = await call(sandbox, BUILDER_FAULTS_PATH, { method: 'POST', body: '{"mode": "melting"}' });
    expect(refused.status).toBe(400);
    expect(() => sandbox.setFault({ mode: 'ok', delayMs: -1 })).toThrow(/delayMs/);

    await call(sandbox, BUILDER_FAULTS_PATH, { method: 'POST', body: '{"mode": "ok"}' });
    expect((await read()).status).toBe(200);
  });

  it('closes promptly while a slow read is pending', async () => {
    const sandbox = await start();
    sandbox.setFault({ mode: 'slow', delayMs: 5000 });
    const pending = call(sandbox, BUILDER_PATHS.funnels).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const startedAt = performance.now();
    await sandbox.close();
    expect(performance.now() - startedAt).toBeLessThan(500);
    expect(await pending).toBeInstanceOf(Error);
  });
});
