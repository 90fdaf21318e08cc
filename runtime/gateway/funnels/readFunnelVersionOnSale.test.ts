import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Funnel } from '@/schemas/funnelSchema';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { readFunnelVersionOnSale, SUPERSEDED_VERSION_SALE_HOURS } from './readFunnelVersionOnSale';

const HOUR_MS = 3_600_000;

describe.each(testDatabases())('readFunnelVersionOnSale on $name', ({ open }) => {
  let gateway: TestGateway;
  /** When the newer version of the test funnel was published (the database's clock). */
  let replacedAt: Date;
  const publish = (funnel: Funnel) => gateway.publishFunnel(funnel);
  const outcome = (slug: string, version: number, now: Date) =>
    readFunnelVersionOnSale(gateway.ctx.db, slug, version, now).then(
      (funnel) => `sells v${funnel.version}`,
      async (error: unknown) => (await httpRefusal(Promise.reject(error))).status,
    );

  beforeAll(async () => {
    gateway = await openTestGateway(open);
    const { funnel } = gateway;
    const before = new Date();
    await publish({ ...funnel, version: funnel.version + 1 });
    replacedAt = before;
    // A funnel taken off sale: its newest version not active.
    await publish({ ...funnel, slug: 'retired', version: 1 });
    await publish({ ...funnel, slug: 'retired', version: 2, status: 'not_active' });
    // A funnel whose first version was a draft, never served.
    await publish({ ...funnel, slug: 'drafted', version: 1, status: 'not_active' });
    await publish({ ...funnel, slug: 'drafted', version: 2 });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  // Versions by their distance from the test funnel's: 0 is the one replaced, 1 the one published since.
  it.each([
    ['the published version', 1, 0, 'sells the newer'],
    ['a version replaced an hour ago (a visit still pinned to it)', 0, 1, 'sells the replaced'],
    ['a version replaced just within the window', 0, SUPERSEDED_VERSION_SALE_HOURS - 0.1, 'sells the replaced'],
    ['a version replaced longer ago than the window', 0, SUPERSEDED_VERSION_SALE_HOURS + 1, 410],
    ['a version never stored', 2, 0, 404],
  ])('test funnel, %s: %s', async (_, later, hoursLater, expected) => {
    const now = new Date(replacedAt.getTime() + hoursLater * HOUR_MS);
    const replaced = gateway.funnel.version;
    const answer = await outcome(gateway.funnel.slug, replaced + later, now);
    expect(answer).toBe(
      expected === 'sells the newer'
        ? `sells v${replaced + 1}`
        : expected === 'sells the replaced'
          ? `sells v${replaced}`
          : expected,
    );
  });

  it.each([
    ['a funnel whose published version is not active sells none of its versions', 'retired', [1, 2]],
    ['a version that was not active never sells', 'drafted', [1]],
    ['a funnel never published sells nothing', 'unknown', [1]],
  ])('%s', async (_, slug, versions) => {
    for (const version of versions) expect(await outcome(slug, version, new Date())).toBe(404);
  });

  it('sells the active version of a funnel once a draft before it was replaced', async () => {
    expect(await outcome('drafted', 2, new Date())).toBe('sells v2');
  });
});
