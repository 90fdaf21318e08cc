import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSecret } from '@/runtime/gateway/hashSecret';
import {
  countedPageMoments,
  measurementRefusals,
  rateLimitCounters,
  receivedBatches,
  stepCounts,
  visitMoments,
  visits,
} from '@/runtime/platform/db/schema';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { countStepMoments } from './countStepMoments';
import { issueMeasurementPass, MEASUREMENT_PASSES_PER_CLIENT } from './issueMeasurementPass';
import { MEASUREMENT_PASS_LIFETIME_SECONDS, verifyMeasurementPass } from './measurementPass';
import { recordVisitMoments } from './recordVisitMoments';

const NOW = new Date(Date.UTC(2026, 10, 28, 9));
const at = (minute: number) => NOW.getTime() - 30 * 60_000 + minute * 60_000;

/** Nobody outside can add to the figures (docs/decisions/0041): what carries no valid pass counts nothing. */
describe.each(testDatabases())('measurement passes on $name', ({ open }) => {
  let gateway: TestGateway;
  let clients = 0;
  const client = () => `203.0.113.${(clients++ % 250) + 1}`;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    gateway.setNow(NOW);
    for (const slug of ['palmistry', 'witch-power']) {
      const { funnel, flow } = fixtureDefinition(slug);
      await gateway.publishFunnel(funnel, flow);
    }
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(async () => {
    for (const table of [stepCounts, visitMoments, visits, measurementRefusals, receivedBatches, countedPageMoments])
      await gateway.ctx.db.delete(table);
    await gateway.ctx.db.delete(rateLimitCounters);
    gateway.setNow(NOW);
  });
  const counts = async () =>
    (await gateway.ctx.db.select().from(stepCounts))
      .filter((c) => c.count !== 0)
      .map((c) => `${c.population}:${c.stepId}:${c.moment}=${c.count}`)
      .sort();
  const refusals = async () =>
    (await gateway.ctx.db.select().from(measurementRefusals)).map((r) => `${r.reason}=${r.count}`).sort();
  const visitStart = [
    { stepId: 'prelanding', moment: 'start' as const, at: at(1) },
    { stepId: 'prelanding', moment: 'shown' as const, at: at(1) },
  ];
  const followed = (visitId: string, pass: string | undefined) =>
    recordVisitMoments(
      gateway.ctx,
      { visitId, pass, funnel: 'palmistry', source: 'tiktok', campaign: 'spring', moments: visitStart },
      client(),
    );
  const countsOf = (pass: string | undefined) =>
    countStepMoments(
      gateway.ctx,
      {
        pass,
        funnel: 'palmistry',
        source: '',
        campaign: '',
        moments: [
          { stepId: 'prelanding', moment: 'start' },
          { stepId: 'prelanding', moment: 'shown' },
        ],
      },
      client(),
    );

  it('gives a page of a published funnel a pass for its visit, an hour long; none for a funnel not published', async () => {
    const visitId = randomUUID();
    const given = await issueMeasurementPass(
      gateway.ctx,
      { funnel: 'palmistry', purpose: 'moments', subject: visitId },
      client(),
    );
    expect(given.expiresAt).toBe(NOW.getTime() + MEASUREMENT_PASS_LIFETIME_SECONDS * 1000);
    expect(
      verifyMeasurementPass(
        gateway.ctx.passKey,
        given.pass,
        { purpose: 'moments', funnel: 'palmistry', subject: visitId },
        NOW,
      ),
    ).toMatchObject({ ok: true });
    expect(await followed(visitId, given.pass)).toEqual({ recorded: 2, counted: 0 });
    expect(
      await httpRefusal(issueMeasurementPass(gateway.ctx, { funnel: 'nowhere', purpose: 'counts' }, client())),
    ).toMatchObject({ status: 404 });
  });

  it('makes each counts pass a new page: its id ties the page’s counts and nothing else', async () => {
    const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];
    const passes = [];
    for (const id of ids)
      passes.push(
        await issueMeasurementPass(gateway.ctx, { funnel: 'palmistry', purpose: 'counts' }, client(), () => id),
      );
    const subjects = passes.map((p) => {
      const check = verifyMeasurementPass(gateway.ctx.passKey, p.pass, { purpose: 'counts', funnel: 'palmistry' }, NOW);
      return check.ok ? check.claims.subject : undefined;
    });
    expect(subjects).toEqual(ids);
  });

  it.each([
    ['no pass', () => undefined],
    ['a pass of another visit', () => gateway.pass('moments', 'palmistry', randomUUID())],
    ['a pass of another funnel', (visitId: string) => gateway.pass('moments', 'witch-power', visitId)],
    ['a counts pass', () => gateway.pass('counts', 'palmistry')],
    ['a pass not signed by the app', (visitId: string) => `${gateway.pass('moments', 'palmistry', visitId)}x`],
  ])('refuses a followed visit with %s: 403, nothing counted, the refusal told', async (_, passOf) => {
    const visitId = randomUUID();
    expect(await httpRefusal(followed(visitId, passOf(visitId)))).toMatchObject({
      status: 403,
      error: { code: 'pass_invalid' },
    });
    expect(await counts()).toEqual([]);
    expect(await gateway.ctx.db.select().from(visits)).toEqual([]);
    expect(await refusals()).toEqual(['without_pass=1']);
  });

  it('refuses a pass past its hour', async () => {
    const visitId = randomUUID();
    const pass = gateway.pass('moments', 'palmistry', visitId);
    gateway.setNow(new Date(NOW.getTime() + MEASUREMENT_PASS_LIFETIME_SECONDS * 1000));
    expect((await httpRefusal(followed(visitId, pass))).status).toBe(403);
    expect(await counts()).toEqual([]);
  });

  it('refuses counts without a pass, and counts each moment of a page once however often it is sent', async () => {
    expect((await httpRefusal(countsOf(undefined))).status).toBe(403);
    expect((await httpRefusal(countsOf(gateway.pass('moments', 'palmistry', randomUUID())))).status).toBe(403);
    expect(await counts()).toEqual([]);
    const page = gateway.pass('counts', 'palmistry');
    expect(await countsOf(page)).toEqual({ counted: 2 });
    expect(await countsOf(page)).toEqual({ counted: 0 });
    expect(await countsOf(gateway.pass('counts', 'palmistry'))).toEqual({ counted: 2 });
    expect(await counts()).toEqual(['counted:prelanding:shown=2', 'counted:prelanding:start=2']);
    expect(await refusals()).toEqual(['without_pass=2']);
  });

  it('counts only what a step can say: no start past the first step, no skip of a step that holds the visitor', async () => {
    const visitId = randomUUID();
    await followed(visitId, gateway.pass('moments', 'palmistry', visitId));
    await recordVisitMoments(
      gateway.ctx,
      {
        visitId,
        pass: gateway.pass('moments', 'palmistry', visitId),
        funnel: 'palmistry',
        source: 'tiktok',
        campaign: 'spring',
        moments: [
          { stepId: 'gender', moment: 'start', at: at(2) },
          { stepId: 'gender', moment: 'skipped', at: at(2) },
          { stepId: 'palm-photo', moment: 'skipped', at: at(3) },
        ],
      },
      client(),
    );
    await countStepMoments(
      gateway.ctx,
      {
        pass: gateway.pass('counts', 'palmistry'),
        funnel: 'palmistry',
        source: '',
        campaign: '',
        moments: [
          { stepId: 'birth-date', moment: 'skipped' },
          { stepId: 'gender', moment: 'consented' },
        ],
      },
      client(),
    );
    expect(await counts()).toEqual([
      'counted:gender:consented=1',
      'followed:palm-photo:skipped=1',
      'followed:prelanding:left=1',
      'followed:prelanding:shown=1',
      'followed:prelanding:start=1',
    ]);
    expect(await refusals()).toEqual(['impossible_moment=3']);
  });

  it('refuses a page a pass over its address’s limit, and tells the report', async () => {
    const crowded = '198.51.100.7';
    await gateway.ctx.db.insert(rateLimitCounters).values({
      key: `${MEASUREMENT_PASSES_PER_CLIENT.name}:${hashSecret(crowded)}`,
      hits: MEASUREMENT_PASSES_PER_CLIENT.limit,
      windowEndsAt: new Date(NOW.getTime() + 60_000),
    });
    expect(
      await httpRefusal(issueMeasurementPass(gateway.ctx, { funnel: 'palmistry', purpose: 'counts' }, crowded)),
    ).toMatchObject({ status: 429 });
    expect(await refusals()).toEqual(['passes_over_client_limit=1']);
  });
});
