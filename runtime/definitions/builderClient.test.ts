import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BuilderSandbox, startBuilderSandbox } from '@/sandbox/builder/startBuilderSandbox';
import { BUILDER_PATHS } from '@/schemas/builder/builderContract';
import {
  BUILDER_ATTEMPTS,
  BUILDER_BACKOFF_MS,
  BUILDER_BREAKER_COOLDOWN_MS,
  BUILDER_BREAKER_THRESHOLD,
  type BuilderClientOptions,
  createBuilderClient,
} from './builderClient';

const API_KEY = 'client-test-key';
const FIXTURES = join(import.meta.dirname, '../../fixtures/funnels');
let sandbox: BuilderSandbox;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'builder-client-'));
  for (const slug of ['palmistry', 'love-quiz']) cpSync(join(FIXTURES, slug), join(dir, slug), { recursive: true });
  sandbox = await startBuilderSandbox({ fixturesDir: dir, apiKey: API_KEY });
});
afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => sandbox.setFault({ mode: 'ok' }));

/** A client on the sandbox that counts its requests and records its backoff sleeps instead of waiting. */
function client(options: Partial<BuilderClientOptions> = {}) {
  const seen = { requests: 0, sleeps: [] as number[] };
  const api = createBuilderClient({
    host: sandbox.url,
    apiKey: API_KEY,
    fetch: (input, init) => {
      seen.requests += 1;
      return fetch(input, init);
    },
    sleep: async (ms) => void seen.sleeps.push(ms),
    ...options,
  });
  return Object.assign(api, { seen });
}

const fixture = (slug: string, kind: 'funnel' | 'flow') =>
  JSON.parse(readFileSync(join(FIXTURES, slug, `${kind}.json`), 'utf8')) as unknown;

describe('createBuilderClient', () => {
  it('reads the published funnels, a funnel, a flow at a version and drafts, in one request each', async () => {
    const api = client({ host: `${sandbox.url}/` });
    expect(await api.listFunnels()).toEqual({
      ok: true,
      body: {
        funnels: [
          { slug: 'love-quiz', version: 1, flowId: 'love-quiz' },
          { slug: 'palmistry', version: 1, flowId: 'palmistry' },
        ],
      },
    });
    expect(await api.funnel('palmistry')).toEqual({ ok: true, body: fixture('palmistry', 'funnel') });
    expect(await api.flow('love-quiz', 1)).toEqual({ ok: true, body: fixture('love-quiz', 'flow') });
    expect(await api.draftFunnel('love-quiz')).toEqual({ ok: true, body: fixture('love-quiz', 'funnel') });
    expect(await api.draftFlow('palmistry')).toEqual({ ok: true, body: fixture('palmistry', 'flow') });
    expect(api.seen).toEqual({ requests: 5, sleeps: [] });
  });

  it.each([
    ['an unknown funnel', () => client().funnel('nope'), 'not-found', 404, 'funnel nope is not published'],
    [
      'an unknown version',
      () => client().flow('palmistry', 9),
      'not-found',
      404,
      'flow palmistry version 9 is not published',
    ],
    ['a wrong key', () => client({ apiKey: 'wrong' }).listFunnels(), 'unauthorized', 401, 'missing or wrong API key'],
  ] as const)('reports %s without retrying', async (_, read, reason, status, detail) => {
    expect(await read()).toEqual({ ok: false, reason, status, detail });
  });

  it('reports a draft that is not JSON as a bad response, with the builder’s message', async () => {
    const saved = await fetch(sandbox.url + BUILDER_PATHS.draftFlow('broken'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${API_KEY}` },
      body: '{"id": ',
    });
    expect(saved.status).toBe(204);
    const api = client();
    expect(await api.draftFlow('broken')).toEqual({
      ok: false,
      reason: 'bad-response',
      status: 422,
      detail: expect.stringMatching(/^the draft of flow broken is not valid JSON: /),
    });
    expect(api.seen.requests).toBe(1);
  });

  it('retries a builder that is down with growing, jittered delays, then reports it unavailable', async () => {
    sandbox.setFault({ mode: 'down' });
    const api = client();
    expect(await api.funnel('palmistry')).toEqual({
      ok: false,
      reason: 'unavailable',
      status: 503,
      detail: 'the builder is down (sandbox fault)',
    });
    expect(api.seen.requests).toBe(BUILDER_ATTEMPTS);
    const [first = 0, second = 0] = api.seen.sleeps;
    expect(api.seen.sleeps).toHaveLength(BUILDER_ATTEMPTS - 1);
    expect(first).toBeGreaterThanOrEqual(BUILDER_BACKOFF_MS / 2);
    expect(first).toBeLessThan(BUILDER_BACKOFF_MS * 1.5);
    expect(second).toBeGreaterThanOrEqual(BUILDER_BACKOFF_MS);
    expect(second).toBeLessThan(BUILDER_BACKOFF_MS * 3);
  });

  it('gives up on a slow builder after the per-attempt timeout, retrying', async () => {
    sandbox.setFault({ mode: 'slow', delayMs: 1000 });
    const api = client({ timeoutMs: 30 });
    const startedAt = performance.now();
    expect(await api.funnel('palmistry')).toEqual({
      ok: false,
      reason: 'unavailable',
      detail: 'no answer within 30 ms',
    });
    expect(performance.now() - startedAt).toBeLessThan(500);
    expect(api.seen.requests).toBe(BUILDER_ATTEMPTS);
  });

  it('reports an answer that is not JSON as a bad response, without retrying', async () => {
    sandbox.setFault({ mode: 'garbage' });
    const api = client();
    expect(await api.listFunnels()).toEqual({
      ok: false,
      reason: 'bad-response',
      status: 200,
      detail: 'the answer is not JSON (HTTP 200)',
    });
    expect(api.seen.requests).toBe(1);
  });

  it('recovers from a network error by retrying', async () => {
    let calls = 0;
    const api = client({
      fetch: (input, init) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } }));
        return fetch(input, init);
      },
    });
    expect(await api.funnel('palmistry')).toMatchObject({ ok: true });
    expect(calls).toBe(2);
  });

  it('reports a builder it cannot reach, naming the network error', async () => {
    const gone = createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const { port } = gone.address() as AddressInfo;
    await new Promise((resolve) => gone.close(resolve));
    const api = client({ host: `http://127.0.0.1:${port}` });
    expect(await api.listFunnels()).toEqual({ ok: false, reason: 'unavailable', detail: 'ECONNREFUSED' });
    expect(api.seen.requests).toBe(BUILDER_ATTEMPTS);
  });

  it('opens the circuit after repeated failed calls, fails fast, and closes after a good trial call', async () => {
    let clock = 0;
    const api = client({ now: () => clock });
    sandbox.setFault({ mode: 'down' });
    for (let call = 0; call < BUILDER_BREAKER_THRESHOLD; call++)
      expect(await api.funnel('palmistry')).toMatchObject({ reason: 'unavailable' });
    const requests = api.seen.requests;

    sandbox.setFault({ mode: 'ok' });
    expect(await api.funnel('palmistry')).toMatchObject({ ok: false, reason: 'circuit-open' });
    clock += BUILDER_BREAKER_COOLDOWN_MS - 1;
    expect(await api.flow('palmistry')).toMatchObject({ ok: false, reason: 'circuit-open' });
    expect(api.seen.requests).toBe(requests);

    clock += 1;
    expect(await api.funnel('palmistry')).toMatchObject({ ok: true });
    expect(await api.flow('palmistry')).toMatchObject({ ok: true });
    expect(api.seen.requests).toBe(requests + 2);
  });

  it('opens the circuit again when the trial call fails, letting no other call through meanwhile', async () => {
    let clock = 0;
    const api = client({ now: () => clock });
    sandbox.setFault({ mode: 'garbage' });
    for (let call = 0; call < BUILDER_BREAKER_THRESHOLD; call++) await api.listFunnels();
    clock += BUILDER_BREAKER_COOLDOWN_MS;

    sandbox.setFault({ mode: 'down' });
    // The breaker is asked before the trial's first await, so the trial is out when the next call asks.
    const trial = api.listFunnels();
    expect(await api.funnel('palmistry')).toMatchObject({ reason: 'circuit-open' });
    expect(await trial).toMatchObject({ reason: 'unavailable' });
    sandbox.setFault({ mode: 'ok' });
    expect(await api.funnel('palmistry')).toMatchObject({ reason: 'circuit-open' });
  });

  it('closes an open circuit when the builder is heard from (a change event), before the cooldown ends', async () => {
    const api = client({ now: () => 0 });
    sandbox.setFault({ mode: 'down' });
    for (let call = 0; call < BUILDER_BREAKER_THRESHOLD; call++) await api.funnel('palmistry');
    sandbox.setFault({ mode: 'ok' });
    expect(await api.funnel('palmistry')).toMatchObject({ reason: 'circuit-open' });
    api.heardFrom();
    expect(await api.funnel('palmistry')).toMatchObject({ ok: true });
  });

  it('keeps the circuit closed when the builder answers, even with not-found or unauthorized', async () => {
    const api = client({ apiKey: 'wrong' });
    for (let call = 0; call <= BUILDER_BREAKER_THRESHOLD; call++)
      expect(await api.funnel('palmistry')).toMatchObject({ reason: 'unauthorized' });
    expect(api.seen.requests).toBe(BUILDER_BREAKER_THRESHOLD + 1);
  });
});
