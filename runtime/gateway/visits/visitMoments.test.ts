import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashSecret } from '@/runtime/gateway/hashSecret';
import {
  countedPageMoments,
  followedStarts,
  leads,
  measurementRefusals,
  rateLimitCounters,
  receivedBatches,
  stepCounts,
  visitMoments,
  visits,
} from '@/runtime/platform/db/schema';
import type { StepCountsRequest, VisitMomentsRequest } from '@/schemas/gateway/visitMomentsRequest';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { httpRefusal } from '@/testing/httpRefusal';
import { openTestGateway, type TestGateway } from '@/testing/openTestGateway';
import { testDatabases } from '@/testing/testDatabases';
import { countStepMoments, MOMENT_BATCHES_PER_CLIENT } from './countStepMoments';
import { forgetOldEvents } from './forgetOldEvents';
import { markFollowedVisit } from './markFollowedVisit';
import { MOMENT_AGE_MAX_MS, recordVisitMoments } from './recordVisitMoments';

const TODAY = new Date(Date.UTC(2026, 10, 27, 9));
const at = (minute: number) => Date.UTC(2026, 10, 26, 23, minute);
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('visits counted and followed on $name', ({ open }) => {
  let gateway: TestGateway;
  let clients = 0;
  const client = () => `203.0.113.${(clients++ % 250) + 1}`;
  beforeAll(async () => {
    gateway = await openTestGateway(open);
    gateway.setNow(TODAY);
    for (const slug of ['palmistry', 'witch-power']) {
      const { funnel, flow } = fixtureDefinition(slug);
      await gateway.publishFunnel(funnel, flow);
    }
  });
  afterAll(async () => {
    await gateway?.close();
  });
  beforeEach(async () => {
    await gateway.ctx.db.delete(stepCounts);
    await gateway.ctx.db.delete(followedStarts);
    await gateway.ctx.db.delete(visitMoments);
    await gateway.ctx.db.delete(visits);
    await gateway.ctx.db.delete(measurementRefusals);
    await gateway.ctx.db.delete(receivedBatches);
    await gateway.ctx.db.delete(countedPageMoments);
  });
  /** What the report is told was not counted, `day:reason=count`, sorted. */
  const refusals = async () =>
    (await gateway.ctx.db.select().from(measurementRefusals))
      .map((r) => `${r.funnelSlug}:${r.day}:${r.reason}=${r.count}`)
      .sort();

  const followed = (
    visitId: string,
    moments: VisitMomentsRequest['moments'],
    more: Partial<VisitMomentsRequest> = {},
  ) =>
    recordVisitMoments(
      gateway.ctx,
      {
        visitId,
        pass: gateway.pass('moments', more.funnel ?? 'palmistry', visitId),
        funnel: 'palmistry',
        source: 'tiktok',
        medium: 'paid',
        campaign: 'spring',
        moments,
        ...more,
      },
      client(),
    );
  const counted = (moments: StepCountsRequest['moments'], more: Partial<StepCountsRequest> = {}) =>
    countStepMoments(
      gateway.ctx,
      {
        pass: gateway.pass('counts', more.funnel ?? 'palmistry'),
        funnel: 'palmistry',
        source: '',
        campaign: '',
        moments,
        ...more,
      },
      client(),
    );
  /** The counts kept, `population:step:moment:day:source:campaign:variant=count`, zeros left out, sorted. */
  const counts = async () =>
    (await gateway.ctx.db.select().from(stepCounts))
      .filter((c) => c.count !== 0)
      .map(
        (c) => `${c.population}:${c.stepId}:${c.moment}:${c.day}:${c.source}:${c.campaign}:${c.variantId}=${c.count}`,
      )
      .sort();
  const begin = (visitId: string, more: Partial<VisitMomentsRequest> = {}) =>
    followed(
      visitId,
      [
        { stepId: 'prelanding', moment: 'start', at: at(1) },
        { stepId: 'prelanding', moment: 'shown', at: at(1) },
      ],
      more,
    );

  it('a visit begun: counted under the day and dimensions it began with, where it is until it goes on', async () => {
    expect(await begin(randomUUID())).toEqual({ recorded: 2, counted: 0 });
    expect(await counts()).toEqual([
      'followed:prelanding:left:2026-11-26:tiktok:spring:=1',
      'followed:prelanding:shown:2026-11-26:tiktok:spring:=1',
      'followed:prelanding:start:2026-11-26:tiktok:spring:=1',
    ]);
  });

  it('a visit begun counts among the followed starts once, under its origin, ad and variant', async () => {
    const visit = randomUUID();
    await begin(visit, { ad: 'moon-video', experiment: { experimentId: 'price', variantId: 'b' } });
    await begin(visit, { ad: 'moon-video', experiment: { experimentId: 'price', variantId: 'b' } });
    await begin(randomUUID());
    const starts = (await gateway.ctx.db.select().from(followedStarts))
      .map((s) => `${s.day}:${s.source}:${s.campaign}:${s.ad}:${s.experimentId}:${s.variantId}=${s.count}`)
      .sort();
    expect(starts).toEqual(['2026-11-26:tiktok:spring:::=1', '2026-11-26:tiktok:spring:moon-video:price:b=1']);
    // The counts of its steps do not carry the ad.
    expect((await counts()).filter((c) => c.includes(':start:'))).toEqual([
      'followed:prelanding:start:2026-11-26:tiktok:spring:=1',
      'followed:prelanding:start:2026-11-26:tiktok:spring:b=1',
    ]);
  });

  it('each moment once per visit: a batch sent again, or a step shown again, counts nothing more', async () => {
    const visit = randomUUID();
    await begin(visit);
    expect(await begin(visit)).toEqual({ recorded: 0, counted: 0 });
    await followed(visit, [{ stepId: 'prelanding', moment: 'shown', at: at(5) }]);
    expect((await counts()).filter((c) => c.includes(':shown:'))).toEqual([
      'followed:prelanding:shown:2026-11-26:tiktok:spring:=1',
    ]);
  });

  it('going on moves where the visit left, by when each step was shown, whatever order the moments arrive in', async () => {
    const visit = randomUUID();
    await begin(visit);
    await followed(visit, [
      { stepId: 'prelanding', moment: 'answered', at: at(2) },
      { stepId: 'gender', moment: 'shown', at: at(2) },
      { stepId: 'gender', moment: 'answered', at: at(3) },
      { stepId: 'relationship', moment: 'shown', at: at(3) },
    ]);
    // A batch from before (kept offline, sent late) does not take the visit back.
    await followed(visit, [{ stepId: 'gender', moment: 'shown', at: at(2) }]);
    expect((await counts()).filter((c) => c.includes(':left:'))).toEqual([
      'followed:relationship:left:2026-11-26:tiktok:spring:=1',
    ]);
    const [row] = await gateway.ctx.db.select().from(visits).where(eq(visits.visitId, visit));
    expect(row).toMatchObject({
      lastStepId: 'relationship',
      day: '2026-11-26',
      source: 'tiktok',
      medium: 'paid',
      campaign: 'spring',
    });
  });

  it('a visit that went back and left is counted as leaving where it was last, not at its furthest step', async () => {
    const visit = randomUUID();
    await begin(visit);
    await followed(visit, [
      { stepId: 'gender', moment: 'shown', at: at(2) },
      { stepId: 'relationship', moment: 'shown', at: at(3) },
    ]);
    // Back to gender (the page says a step shown again), then gone.
    await followed(visit, [{ stepId: 'gender', moment: 'shown', at: at(4) }]);
    expect((await counts()).filter((c) => c.includes(':left:') || c.includes(':shown:'))).toEqual([
      'followed:gender:left:2026-11-26:tiktok:spring:=1',
      'followed:gender:shown:2026-11-26:tiktok:spring:=1',
      'followed:prelanding:shown:2026-11-26:tiktok:spring:=1',
      'followed:relationship:shown:2026-11-26:tiktok:spring:=1',
    ]);
  });

  it.each([
    ['skipped, then answered after going back', ['skipped', 'answered'], 'answered'],
    ['answered, then skipped after going back', ['answered', 'skipped'], 'answered'],
    ['skipped and answered in one batch', [['skipped', 'answered']], 'answered'],
    ['skipped only', ['skipped'], 'skipped'],
  ] as const)('a step %s counts as %s, once', async (_, batches, outcome) => {
    const visit = randomUUID();
    await begin(visit);
    let minute = 2;
    for (const batch of batches)
      await followed(
        visit,
        (typeof batch === 'string' ? [batch] : batch).map((moment) => ({
          // The palm photo's answer is optional: the step can be skipped (stepMoments).
          stepId: 'palm-photo',
          moment,
          at: at(minute++),
        })),
      );
    expect((await counts()).filter((c) => c.includes(':answered:') || c.includes(':skipped:'))).toEqual([
      `followed:palm-photo:${outcome}:2026-11-26:tiktok:spring:=1`,
    ]);
  });

  it('takes no moment for a visit begun more than two days before: one sent again that late counts nothing', async () => {
    const visit = randomUUID();
    await begin(visit);
    gateway.setNow(new Date(at(1) + 2 * DAY_MS + 60_000));
    try {
      expect(await followed(visit, [{ stepId: 'gender', moment: 'shown', at: at(2) }])).toEqual({
        recorded: 0,
        counted: 0,
      });
    } finally {
      gateway.setNow(TODAY);
    }
    expect((await counts()).filter((c) => c.includes(':gender:'))).toEqual([]);
  });

  it('a followed visit keeps the dimensions it began with, and its moments count under its first day', async () => {
    const visit = randomUUID();
    await begin(visit, { experiment: { experimentId: 'price', variantId: 'b' } });
    await followed(visit, [{ stepId: 'gender', moment: 'shown', at: Date.UTC(2026, 10, 27, 1) }], {
      source: 'fb',
      campaign: 'other',
    });
    expect((await counts()).filter((c) => c.includes(':gender:'))).toEqual([
      'followed:gender:left:2026-11-26:tiktok:spring:b=1',
      'followed:gender:shown:2026-11-26:tiktok:spring:b=1',
    ]);
  });

  it('a later request of a followed visit that arrives first (its start repeated) still makes the visit followed', async () => {
    const visit = randomUUID();
    const start = { stepId: 'prelanding', moment: 'start' as const, at: at(1) };
    expect(await followed(visit, [start, { stepId: 'gender', moment: 'shown', at: at(2) }])).toEqual({
      recorded: 2,
      counted: 0,
    });
    expect(await begin(visit)).toEqual({ recorded: 1, counted: 0 });
    expect(await counts()).toEqual([
      'followed:gender:left:2026-11-26:tiktok:spring:=1',
      'followed:gender:shown:2026-11-26:tiktok:spring:=1',
      'followed:prelanding:shown:2026-11-26:tiktok:spring:=1',
      'followed:prelanding:start:2026-11-26:tiktok:spring:=1',
    ]);
  });

  it.each([
    ['far in the future', Date.UTC(2100, 0, 1), '2026-11-27', TODAY.getTime()],
    ['years ago', Date.UTC(1990, 0, 1), '2026-11-26', TODAY.getTime() - MOMENT_AGE_MAX_MS],
    ['within a day before it arrived', at(1), '2026-11-26', at(1)],
  ])('a moment dated %s is taken within a day before its arrival', async (_, sent, day, kept) => {
    const visit = randomUUID();
    await followed(visit, [{ stepId: 'prelanding', moment: 'start', at: sent }]);
    const [row] = await gateway.ctx.db.select().from(visits).where(eq(visits.visitId, visit));
    expect(row?.day).toBe(day);
    const [moment] = await gateway.ctx.db.select().from(visitMoments).where(eq(visitMoments.visitId, visit));
    expect(moment?.at.getTime()).toBe(kept);
  });

  it('the moments of a visit whose start was not followed are counted as without consent, its id kept nowhere', async () => {
    const visit = randomUUID();
    expect(await followed(visit, [{ stepId: 'gender', moment: 'shown', at: at(9) }])).toEqual({
      recorded: 0,
      counted: 1,
    });
    expect(await counts()).toEqual(['counted:gender:shown:2026-11-27:tiktok:spring:=1']);
    expect(await gateway.ctx.db.select().from(visitMoments)).toEqual([]);
    expect(await gateway.ctx.db.select().from(visits)).toEqual([]);
  });

  it('takes a batch once: a copy sent again (the page left as it sent it, another tab restored it) counts nothing', async () => {
    const visit = randomUUID();
    const batch = randomUUID();
    const copy = () => followed(visit, [{ stepId: 'gender', moment: 'shown', at: at(9) }], { batch });
    expect(await copy()).toEqual({ recorded: 0, counted: 1 });
    expect(await copy()).toEqual({ recorded: 0, counted: 0 });
    // Another batch of the page is another page's word: counted (a visit not followed is told apart by nothing else).
    await followed(visit, [{ stepId: 'gender', moment: 'shown', at: at(9) }], { batch: randomUUID() });
    expect(await counts()).toEqual(['counted:gender:shown:2026-11-27:tiktok:spring:=2']);
    // A followed visit's batch sent again is taken once too, and the sweep forgets the batches it took.
    const kept = randomUUID();
    await begin(kept, { batch });
    expect(await begin(kept, { batch })).toEqual({ recorded: 0, counted: 0 });
    expect((await forgetOldEvents(gateway.ctx.db, 1, new Date(TODAY.getTime() + 2 * DAY_MS))).batches).toBe(3);
  });

  it('counts a moment repeated in one request once, without consent as with it', async () => {
    expect(
      await counted([
        { stepId: 'prelanding', moment: 'shown' },
        { stepId: 'prelanding', moment: 'shown' },
        { stepId: 'prelanding', moment: 'shown' },
      ]),
    ).toEqual({ counted: 1 });
    expect(
      await followed(randomUUID(), [
        { stepId: 'gender', moment: 'shown', at: at(9) },
        { stepId: 'gender', moment: 'shown', at: at(9) },
      ]),
    ).toEqual({ recorded: 0, counted: 1 });
    expect(await counts()).toEqual([
      'counted:gender:shown:2026-11-27:tiktok:spring:=1',
      'counted:prelanding:shown:2026-11-27:::=1',
    ]);
  });

  it('counts without consent under the day they arrive, each moment as sent', async () => {
    expect(
      await counted([
        { stepId: 'prelanding', moment: 'start' },
        { stepId: 'prelanding', moment: 'shown' },
        { stepId: 'prelanding', moment: 'answered' },
      ]),
    ).toEqual({ counted: 3 });
    await counted([{ stepId: 'prelanding', moment: 'shown' }], { source: 'google', campaign: 'brand' });
    expect(await counts()).toEqual([
      'counted:prelanding:answered:2026-11-27:::=1',
      'counted:prelanding:shown:2026-11-27:::=1',
      'counted:prelanding:shown:2026-11-27:google:brand:=1',
      'counted:prelanding:start:2026-11-27:::=1',
    ]);
  });

  it('ignores steps no flow of the funnel has, and refuses a funnel not published', async () => {
    expect(await counted([{ stepId: 'no-such-step', moment: 'shown' }])).toEqual({ counted: 0 });
    expect(await followed(randomUUID(), [{ stepId: 'no-such-step', moment: 'start', at: at(1) }])).toEqual({
      recorded: 0,
      counted: 0,
    });
    expect(await counts()).toEqual([]);
    expect((await httpRefusal(counted([{ stepId: 'prelanding', moment: 'shown' }], { funnel: 'nope' }))).status).toBe(
      404,
    );
  });

  it('counts that a counted visit consented later, where it was, as a count without consent', async () => {
    await counted([{ stepId: 'gender', moment: 'consented' }]);
    expect(await counts()).toEqual(['counted:gender:consented:2026-11-27:::=1']);
  });

  it('says what it did not count: moments a page lost, of no step, past their visit, over a limit', async () => {
    const visit = randomUUID();
    await begin(visit, { lost: 7 });
    await followed(visit, [{ stepId: 'no-such-step', moment: 'shown', at: at(2) }], { lost: 3 });
    await counted([
      { stepId: 'no-such-step', moment: 'shown' },
      { stepId: 'prelanding', moment: 'shown' },
    ]);
    gateway.setNow(new Date(at(1) + 2 * DAY_MS + 60_000));
    try {
      await followed(visit, [
        { stepId: 'gender', moment: 'shown', at: at(2) },
        { stepId: 'gender', moment: 'answered', at: at(3) },
      ]);
    } finally {
      gateway.setNow(TODAY);
    }
    // One address at its limit of batches: what it sends next without consent is refused, and said.
    const flooding = '198.51.100.9';
    await gateway.ctx.db.insert(rateLimitCounters).values({
      key: `${MOMENT_BATCHES_PER_CLIENT.name}:${hashSecret(flooding)}`,
      hits: MOMENT_BATCHES_PER_CLIENT.limit,
      windowEndsAt: new Date(TODAY.getTime() + 60_000),
    });
    const flood = countStepMoments(
      gateway.ctx,
      {
        pass: gateway.pass('counts', 'palmistry'),
        funnel: 'palmistry',
        source: '',
        campaign: '',
        moments: [
          { stepId: 'prelanding', moment: 'shown' },
          { stepId: 'gender', moment: 'shown' },
        ],
      },
      flooding,
    );
    expect((await httpRefusal(flood)).status).toBe(429);
    expect(await refusals()).toEqual([
      'palmistry:2026-11-27:lost_in_browser=10',
      'palmistry:2026-11-27:over_client_limit=2',
      'palmistry:2026-11-27:unknown_step=2',
      'palmistry:2026-11-28:after_visit_window=2',
    ]);
  });

  it('a copy of a batch sent again says its losses once', async () => {
    const batch = randomUUID();
    const visit = randomUUID();
    await begin(visit, { batch, lost: 4 });
    await begin(visit, { batch, lost: 4 });
    expect(await refusals()).toEqual(['palmistry:2026-11-27:lost_in_browser=4']);
  });

  it('a tab through two funnels is a visit of each', async () => {
    const visit = randomUUID();
    await begin(visit);
    const { flow } = fixtureDefinition('witch-power');
    await followed(
      visit,
      [
        { stepId: flow.firstStep, moment: 'start', at: at(20) },
        { stepId: flow.firstStep, moment: 'shown', at: at(20) },
      ],
      { funnel: 'witch-power' },
    );
    const rows = await gateway.ctx.db.select().from(visits).where(eq(visits.visitId, visit));
    expect(rows.map((r) => r.funnelSlug).sort()).toEqual(['palmistry', 'witch-power']);
  });

  it('forgets the raw moments past their retention, and keeps the counts and the visits', async () => {
    const visit = randomUUID();
    await begin(visit);
    const kept = await counts();
    expect(await forgetOldEvents(gateway.ctx.db, 1, new Date(at(1) + 2 * DAY_MS))).toEqual({
      moments: 2,
      batches: 0,
      pages: 0,
      events: 0,
    });
    expect(await gateway.ctx.db.select().from(visitMoments)).toEqual([]);
    expect(await counts()).toEqual(kept);
    expect(await gateway.ctx.db.select().from(visits)).toHaveLength(1);
  });

  it('forgets old moments a chunk at a time, every one of them, and none younger than the retention', async () => {
    const old = [randomUUID(), randomUUID(), randomUUID()];
    for (const visit of old) await begin(visit);
    const young = randomUUID();
    await followed(young, [{ stepId: 'prelanding', moment: 'start', at: TODAY.getTime() }]);
    expect(await forgetOldEvents(gateway.ctx.db, 1, new Date(at(1) + DAY_MS + 60 * 60_000), 4)).toEqual({
      moments: 6,
      batches: 0,
      pages: 0,
      events: 0,
    });
    expect((await gateway.ctx.db.select().from(visitMoments)).map((m) => m.visitId)).toEqual([young]);
  });

  it('marks the leads and orders of a followed visit with it, whichever comes first', async () => {
    const [early, late, stranger] = [randomUUID(), randomUUID(), randomUUID()];
    const lead = (visitId: string) => ({
      visitId,
      email: `${visitId}@example.com`,
      funnelSlug: 'palmistry',
      funnelVersion: 1,
      attribution: {},
    });
    await gateway.ctx.db.insert(leads).values([lead(early), lead(stranger)]);
    await begin(early);
    await begin(late, { experiment: { experimentId: 'price', variantId: 'b' } });
    await gateway.ctx.db.insert(leads).values(lead(late));
    await markFollowedVisit(gateway.ctx.db, { visitId: late, funnelSlug: 'palmistry' });
    await markFollowedVisit(gateway.ctx.db, { visitId: stranger, funnelSlug: 'palmistry' });
    const marked = await gateway.ctx.db
      .select({
        visitId: leads.visitId,
        day: leads.visitDay,
        source: leads.visitSource,
        variant: leads.visitVariantId,
      })
      .from(leads)
      .where(inArray(leads.visitId, [early, late, stranger]));
    expect(new Map(marked.map((m) => [m.visitId, [m.day, m.source, m.variant]]))).toEqual(
      new Map([
        [early, ['2026-11-26', 'tiktok', '']],
        [late, ['2026-11-26', 'tiktok', 'b']],
        [stranger, [null, null, null]],
      ]),
    );
  });
});
