import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/runtime/platform/db/database';
import { type BuilderSandbox, startBuilderSandbox } from '@/sandbox/builder/startBuilderSandbox';
import { BUILDER_AUTH_HEADER, BUILDER_PATHS } from '@/schemas/builder/builderContract';
import type { BuilderEvent } from '@/schemas/builder/builderEventSchema';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { testDatabases } from '@/testing/testDatabases';
import { createBuilderClient } from './builderClient';
import { DEFINITIONS_CHANNEL } from './definitionChanges';
import { findDefinitionVersion } from './definitionVersions';
import { fixtureSource } from './fixtureSource';
import { findFunnelAt, findPublishedFunnel, publishDefinitions } from './publishedDefinitions';
import { receiveBuilderEvent } from './receiveBuilderEvent';
import { rememberServedVersions } from './rememberServedVersions';
import { servedVersions } from './servedVersions';
import { syncPublishedDefinitions } from './syncPublishedDefinitions';

const API_KEY = 'publishing-test-key';

/** A loopback port that was just listened on and closed: a connection to it is refused, as to a builder that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || address === null) throw new Error('no port');
  return address.port;
}
const SLUGS = ['palmistry', 'starseed', 'love-quiz'];

function fixture(slug: string, kind: 'funnel' | 'flow'): Record<string, unknown> {
  return JSON.parse(readFileSync(`fixtures/funnels/${slug}/${kind}.json`, 'utf8'));
}

describe.each(testDatabases())('publishing on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let sandbox: BuilderSandbox;
  let dir: string;
  let announced: string[][];
  let client: ReturnType<typeof createBuilderClient>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'publishing-'));
    for (const slug of SLUGS) cpSync(`fixtures/funnels/${slug}`, join(dir, slug), { recursive: true });
    sandbox = await startBuilderSandbox({ fixturesDir: dir, apiKey: API_KEY, log: () => {} });
    // A short timeout and no real waiting between retries keep the builder-down cases fast.
    client = createBuilderClient({ host: sandbox.url, apiKey: API_KEY, timeoutMs: 300, sleep: async () => {} });
    handle = await open();
    announced = [];
    await handle.listen(DEFINITIONS_CHANNEL, (payload) => announced.push(JSON.parse(payload).paths));
    const sync = await syncPublishedDefinitions(handle.db, client);
    expect(sync).toMatchObject({ ok: true, served: 3, refused: [] });
  });

  afterEach(async () => {
    await handle.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Publishes in the builder as a marketer would, and returns the change event it made. */
  async function publish(kind: 'funnel' | 'flow', key: string, document: unknown): Promise<BuilderEvent> {
    const path = kind === 'funnel' ? BUILDER_PATHS.funnel(key) : BUILDER_PATHS.flow(key);
    const response = await fetch(sandbox.url + path, {
      method: 'PUT',
      headers: { [BUILDER_AUTH_HEADER]: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify(document),
    });
    expect(response.status).toBe(200);
    const event = sandbox.events().at(-1);
    if (event === undefined) throw new Error('no event');
    return event;
  }

  const served = async (path: string) => findPublishedFunnel(handle.db, path);

  it('serves every published funnel by slug and by alias, with its flow', async () => {
    expect((await served('palmistry'))?.flow.id).toBe('palmistry');
    expect((await served('starseed-quiz'))?.funnel.slug).toBe('starseed');
    expect(await served('nothing-here')).toBeUndefined();
  });

  it('an update event changes what is served, and every instance is told which paths changed', async () => {
    const event = await publish('funnel', 'starseed', { ...fixture('starseed', 'funnel'), name: 'Starseed v2' });
    expect(event).toMatchObject({ type: 'funnel.update', key: 'starseed', version: 2 });
    expect(await receiveBuilderEvent(handle, client, event)).toEqual({
      status: 200,
      body: { status: 'applied', paths: ['/starseed', '/starseed-quiz'] },
    });
    expect((await served('starseed'))?.funnel).toMatchObject({ name: 'Starseed v2', version: 2 });
    await expect.poll(() => announced).toEqual([['/starseed', '/starseed-quiz']]);
  });

  it('an invalid update is refused with pointers, and the last good version keeps serving', async () => {
    const broken = { ...fixture('palmistry', 'funnel'), locales: [], currencies: ['XXX'] };
    const event = await publish('funnel', 'palmistry', broken);
    const answer = await receiveBuilderEvent(handle, client, event);
    expect(answer.status).toBe(422);
    const pointers = JSON.stringify(answer.body);
    expect(pointers).toContain('/locales');
    expect(pointers).toContain('/currencies/0');
    expect((await served('palmistry'))?.funnel.version).toBe(1);
    await new Promise((r) => setTimeout(r, 200)); // time for an announcement, were one made
    expect(announced).toEqual([]);
  });

  it.each([
    ['funnel', 'starseed', 'starseed'],
    ['flow', 'palmistry', 'palmistry'],
  ] as const)(
    'a %s written for contract 1 (no contract field) is published, stored and served at the current contract',
    async (kind, key, path) => {
      const { contract: _, ...old } = fixture(path, kind);
      const event = await publish(kind, key, old);
      expect((await receiveBuilderEvent(handle, client, event)).status).toBe(200);
      expect((await served(path))?.[kind]).toMatchObject({ contract: CURRENT_CONTRACT, version: 2 });
      expect((await findDefinitionVersion(handle.db, kind, key, 2))?.document).toMatchObject({
        contract: CURRENT_CONTRACT,
      });
    },
  );

  it('a document of a newer contract than the runtime reads is refused at /contract, the last good one serving', async () => {
    const event = await publish('funnel', 'palmistry', { ...fixture('palmistry', 'funnel'), contract: 99 });
    expect(await receiveBuilderEvent(handle, client, event)).toMatchObject({
      status: 422,
      body: {
        originalError: {
          problems: [{ document: 'funnel palmistry', errors: [{ pointer: '/contract', rule: 'contract' }] }],
        },
      },
    });
    expect((await served('palmistry'))?.funnel).toMatchObject({ contract: CURRENT_CONTRACT, version: 1 });
  });

  it('a flow update that breaks a funnel running it is refused as a whole', async () => {
    const flow = fixture('palmistry', 'flow') as { steps: { id: string; next?: string }[] };
    const event = await publish('flow', 'palmistry', {
      ...flow,
      steps: flow.steps.map((s) => (s.id === 'gender' ? { ...s, next: 'no-such-step' } : s)),
    });
    const answer = await receiveBuilderEvent(handle, client, event);
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain('no-such-step');
    expect((await served('palmistry'))?.flow.version).toBe(1);
  });

  it('a valid flow update refreshes every funnel that runs it', async () => {
    const flow = fixture('palmistry', 'flow');
    const event = await publish('flow', 'palmistry', flow);
    expect(await receiveBuilderEvent(handle, client, event)).toMatchObject({
      status: 200,
      body: { paths: ['/palmistry'] },
    });
    expect((await served('palmistry'))?.flow.version).toBe(2);
  });

  it('a replayed event is refused and changes nothing', async () => {
    const event = await publish('funnel', 'starseed', { ...fixture('starseed', 'funnel'), name: 'Once' });
    expect((await receiveBuilderEvent(handle, client, event)).status).toBe(200);
    expect(await receiveBuilderEvent(handle, client, event)).toMatchObject({
      status: 409,
      body: { originalStatusCode: 409 },
    });
    // Notifications arrive asynchronously: the one announcement comes, and no second follows it.
    await expect.poll(() => announced).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(announced).toHaveLength(1);
  });

  it('a delete makes the funnel unserved at once, and a create serves it again', async () => {
    const response = await fetch(sandbox.url + BUILDER_PATHS.funnel('love-quiz'), {
      method: 'DELETE',
      headers: { [BUILDER_AUTH_HEADER]: `Bearer ${API_KEY}` },
    });
    expect(response.ok).toBe(true);
    const deleted = sandbox.events().at(-1) as BuilderEvent;
    expect(deleted.type).toBe('funnel.delete');
    expect((await receiveBuilderEvent(handle, client, deleted)).status).toBe(200);
    expect(await served('love-quiz')).toBeUndefined();

    const created = await publish('funnel', 'love-quiz', fixture('love-quiz', 'funnel'));
    expect(created.type).toBe('funnel.create');
    expect((await receiveBuilderEvent(handle, client, created)).status).toBe(200);
    expect((await served('love-quiz'))?.funnel.slug).toBe('love-quiz');
  });

  it.each(['down', 'error', 'slow', 'garbage', 'unreachable'] as const)(
    'with the builder %s, events wait (503) and stored versions keep serving',
    async (mode) => {
      const event = await publish('funnel', 'starseed', { ...fixture('starseed', 'funnel'), name: 'Not yet' });
      // Unreachable: nothing listens where the builder was (a port just freed), every connection refused.
      const broken =
        mode === 'unreachable'
          ? createBuilderClient({
              host: `http://127.0.0.1:${await closedPort()}`,
              apiKey: API_KEY,
              timeoutMs: 300,
              sleep: async () => {},
            })
          : client;
      if (mode !== 'unreachable') sandbox.setFault({ mode, delayMs: 1000 });
      const answer = await receiveBuilderEvent(handle, broken, event);
      expect(answer.status).toBe(503);
      expect(await syncPublishedDefinitions(handle.db, broken)).toMatchObject({ ok: false });
      expect((await served('starseed'))?.funnel.name).not.toBe('Not yet');
      // Every funnel still serves its stored version, by slug.
      for (const slug of SLUGS) expect((await served(slug))?.funnel.slug).toBe(slug);
      // The builder back, the redelivered event applies: a 503 was not recorded as received.
      sandbox.setFault({ mode: 'ok' });
      const healthy = createBuilderClient({ host: sandbox.url, apiKey: API_KEY });
      expect((await receiveBuilderEvent(handle, healthy, event)).status).toBe(200);
      expect((await served('starseed'))?.funnel.name).toBe('Not yet');
    },
  );

  it('publishing an older version again rolls back to it', async () => {
    const v1 = await served('starseed');
    const event = await publish('funnel', 'starseed', { ...fixture('starseed', 'funnel'), name: 'Starseed v2' });
    await receiveBuilderEvent(handle, client, event);
    expect((await served('starseed'))?.funnel.version).toBe(2);
    if (v1 === undefined) throw new Error('starseed was not served');
    await publishDefinitions(handle.db, [{ kind: 'funnel', key: 'starseed', version: 1, document: v1.funnel }]);
    expect((await served('starseed'))?.funnel).toMatchObject({ version: 1, name: v1.funnel.name });
  });

  it('a visitor who started on a version can still read it after a publish', async () => {
    const before = await served('starseed');
    const event = await publish('funnel', 'starseed', { ...fixture('starseed', 'funnel'), name: 'Newer' });
    await receiveBuilderEvent(handle, client, event);
    const kept = await findFunnelAt(handle.db, {
      path: 'starseed',
      version: before?.funnel.version ?? 0,
      flowId: before?.flow.id ?? '',
      flowVersion: before?.flow.version ?? 0,
    });
    expect(kept?.funnel.name).toBe(before?.funnel.name);
    expect((await served('starseed'))?.funnel.name).toBe('Newer');
  });

  it('a stored version is found at its slug or an alias it had, with the flow it ran only', async () => {
    const before = await served('starseed');
    if (before === undefined) throw new Error('starseed was not served');
    const at = {
      path: 'starseed',
      version: before.funnel.version,
      flowId: 'starseed',
      flowVersion: before.flow.version,
    };
    expect((await findFunnelAt(handle.db, { ...at, path: 'starseed-quiz' }))?.funnel.slug).toBe('starseed');
    // palmistry's version 1 runs another flow; nothing is stored at the other names or versions.
    for (const other of [{ path: 'palmistry' }, { path: 'nothing-here' }, { version: 99 }, { flowVersion: 99 }])
      expect(await findFunnelAt(handle.db, { ...at, ...other })).toBeUndefined();
  });

  it("an experiment is published with its variants' flows, served per variant, and refused without one", async () => {
    const { condition: _, ...palmistry } = fixture('palmistry', 'funnel') as Funnel;
    const short = { ...fixture('palmistry', 'flow'), id: 'palmistry-short' };
    const experiment = (flowId: string): Funnel['experiment'] => ({
      id: 'paywall',
      status: 'running',
      variants: [
        { id: 'palm-v2', weight: 1 },
        { id: 'palm-v3', weight: 1, flow: { id: flowId } },
      ],
    });
    // A variant's flow the builder does not have: refused, pointing at the variant.
    const refused = await receiveBuilderEvent(
      handle,
      client,
      await publish('funnel', 'palmistry', { ...palmistry, experiment: experiment('nowhere') }),
    );
    expect(refused.status).toBe(422);
    // The builder has it: published with the funnel, and each variant served with its own flow.
    await publish('flow', 'palmistry-short', short);
    const applied = await receiveBuilderEvent(
      handle,
      client,
      await publish('funnel', 'palmistry', { ...palmistry, experiment: experiment('palmistry-short') }),
    );
    expect(applied.status).toBe(200);
    expect((await served('palmistry'))?.flow.id).toBe('palmistry');
    expect((await findPublishedFunnel(handle.db, 'palmistry', 'palm-v3'))?.flow.id).toBe('palmistry-short');
    expect((await findPublishedFunnel(handle.db, 'palmistry', 'palm-v3'))?.funnel.condition).toBe('palm-v3');
    // The proxy knows each variant's flow, and a change of the variant's flow reaches the funnel's pages.
    await rememberServedVersions(handle.db);
    expect(servedVersions.now()?.get('palmistry')?.experiment).toEqual({
      id: 'paywall',
      variants: {
        'palm-v2': { flowId: 'palmistry', flowVersion: 1 },
        'palm-v3': { flowId: 'palmistry-short', flowVersion: 1 },
      },
    });
    const changed = await receiveBuilderEvent(
      handle,
      client,
      await publish('flow', 'palmistry-short', { ...short, version: 2 }),
    );
    expect(changed.body).toMatchObject({ status: 'applied', paths: ['/palmistry'] });
  });

  it('remembers what every funnel path serves now, for the proxy, and forgets it when it cannot read', async () => {
    await rememberServedVersions(handle.db);
    const starseed = { funnelVersion: 1, locales: ['en'], flowId: 'starseed', flowVersion: 1 };
    expect(servedVersions.now()?.get('starseed')).toEqual(starseed);
    expect(servedVersions.now()?.get('starseed-quiz')).toEqual(starseed);
    await receiveBuilderEvent(handle, client, await publish('flow', 'starseed', fixture('starseed', 'flow')));
    await rememberServedVersions(handle.db);
    expect(servedVersions.now()?.get('starseed-quiz')).toEqual({ ...starseed, flowVersion: 2 });
    expect(servedVersions.now()?.has('nothing-here')).toBe(false);
    await handle.close();
    await expect(rememberServedVersions(handle.db)).rejects.toThrow();
    expect(servedVersions.now()).toBeUndefined();
    handle = await open();
  });

  it('a document changed under a version already stored is refused at sync, and the stored one keeps serving', async () => {
    // The developer's fixtures, read without the builder, as the e2e and a kept database do.
    const fixtures = mkdtempSync(join(tmpdir(), 'fixtures-'));
    for (const slug of SLUGS) cpSync(`fixtures/funnels/${slug}`, join(fixtures, slug), { recursive: true });
    const source = fixtureSource(fixtures);
    await syncPublishedDefinitions(handle.db, source);
    const before = (await served('starseed'))?.flow;
    const flow = fixture('starseed', 'flow') as { version: number; steps: { content: { title: { en: string } } }[] };
    const edit = (version: number) => {
      const step = flow.steps[0];
      if (step) step.content.title.en = 'Edited in place';
      writeFileSync(join(fixtures, 'starseed', 'flow.json'), JSON.stringify({ ...flow, version }));
    };
    try {
      edit(flow.version);
      const sync = await syncPublishedDefinitions(handle.db, source);
      expect(sync).toMatchObject({
        ok: true,
        refused: [{ document: 'flow starseed', errors: [{ pointer: '/version', rule: 'version-reused' }] }],
      });
      expect((await served('starseed'))?.flow).toEqual(before);

      edit(flow.version + 1);
      expect(await syncPublishedDefinitions(handle.db, source)).toMatchObject({ ok: true, refused: [] });
      expect((await served('starseed'))?.flow.steps[0]?.content.title?.en).toBe('Edited in place');
    } finally {
      rmSync(fixtures, { recursive: true, force: true });
    }
  });

  it('a restart serves from the database without the builder, and a sync unpublishes what the builder dropped', async () => {
    sandbox.setFault({ mode: 'down' });
    expect(await syncPublishedDefinitions(handle.db, client)).toMatchObject({ ok: false });
    expect((await served('palmistry'))?.funnel.slug).toBe('palmistry');
    sandbox.setFault({ mode: 'ok' });
    await fetch(sandbox.url + BUILDER_PATHS.funnel('palmistry'), {
      method: 'DELETE',
      headers: { [BUILDER_AUTH_HEADER]: `Bearer ${API_KEY}` },
    });
    const healthy = createBuilderClient({ host: sandbox.url, apiKey: API_KEY });
    expect(await syncPublishedDefinitions(handle.db, healthy)).toMatchObject({
      ok: true,
      served: 2,
      paths: ['/palmistry'],
    });
    expect(await served('palmistry')).toBeUndefined();
  });
});
