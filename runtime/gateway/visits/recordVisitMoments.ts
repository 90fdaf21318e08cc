import { and, eq } from 'drizzle-orm';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { rateLimit } from '@/runtime/gateway/rateLimit';
import { DAY_MS, dayOf } from '@/runtime/platform/days';
import type { Database } from '@/runtime/platform/db/database';
import { receivedBatches, visitMoments, visits } from '@/runtime/platform/db/schema';
import type { MeasuredMoment } from '@/schemas/enums/measuredMoments';
import type { MeasurementRefusal } from '@/schemas/enums/measurementRefusals';
import type { VisitMomentsRequest } from '@/schemas/gateway/visitMomentsRequest';
import { addFollowedStart } from './addFollowedStart';
import { addMeasurementRefusals } from './addMeasurementRefusals';
import { addStepCounts, type StepCountKey } from './addStepCounts';
import { checkMeasurementPass } from './checkMeasurementPass';
import { addCountedMoments, dimensionsOf, MOMENT_BATCHES_PER_CLIENT } from './countStepMoments';
import { markFollowedVisit } from './markFollowedVisit';
import { measuredSteps, sortMoments } from './measuredSteps';

type Moment = VisitMomentsRequest['moments'][number];

/**
 * How far before its arrival a moment's time (the browser's clock) is believed: a batch sent late (offline a while,
 * retried) keeps its own time; one older, or dated after its arrival (a wrong clock, a forged one), is taken at this
 * bound, or at its arrival. So no request files a visit under a day far from when it came, or dates its moments out
 * of their retention (deleted at once, then counted again when sent once more) or past it (never deleted).
 */
export const MOMENT_AGE_MAX_MS = DAY_MS;
/**
 * How long after its start a followed visit takes moments: a tab's visit is over within a day or two. Later ones are
 * ignored, so a batch sent again long after (a tab restored from an old session) never counts a moment whose record
 * the retention sweep deleted (EVENT_RETENTION_DAYS is at least this long): every moment is counted once.
 */
export const VISIT_MOMENTS_WINDOW_MS = 2 * DAY_MS;

/**
 * Keeps what a visit followed with consent did (docs/decisions/0031), inside one transaction with the visit's row
 * locked: its start makes the visit (with the day, traffic source, campaign and variant it began with); each moment
 * counts once per visit, step and moment, under the visit's day and dimensions; the step it was last shown is where
 * it left (the count moves as it goes on). The moments of a visit whose start was not followed (it began without
 * consent, then gave it) are counted as moments without consent are, the visit id dropped: a followed visit is one
 * seen from its start, so every share of followed visits is a share of the same visits. Only a visit the gateway gave
 * a pass is taken (checkMeasurementPass: 403 otherwise, counting nothing). What is not counted is said
 * (measurementRefusals): moments of steps no flow of the funnel has or that their step cannot say, of a visit past
 * its window, and what the page says it lost.
 */
export async function recordVisitMoments(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'reportTimeZone' | 'passKey'>,
  request: VisitMomentsRequest,
  client: string,
): Promise<{ recorded: number; counted: number }> {
  await rateLimit(ctx, MOMENT_BATCHES_PER_CLIENT, client);
  const steps = await measuredSteps(ctx.db, request.funnel);
  await checkMeasurementPass(ctx, request.pass, {
    purpose: 'moments',
    funnel: request.funnel,
    subject: request.visitId,
  });
  const now = ctx.now().getTime();
  const { said, unknownSteps, impossible } = sortMoments(steps, request.moments);
  const moments = said.map((m) => ({ ...m, at: Math.min(now, Math.max(now - MOMENT_AGE_MAX_MS, m.at)) }));
  const funnelSlug = request.funnel;
  let begun = false;
  const refuse = (db: Database, reason: MeasurementRefusal, count: number) =>
    addMeasurementRefusals(db, {
      day: dayOf(ctx.now(), ctx.reportTimeZone),
      funnelSlug: request.funnel,
      reason,
      count,
    });
  const recorded = await ctx.db.transaction(async (tx) => {
    if (!(await takenFirst(tx, request, ctx.now()))) return { recorded: 0, counted: 0 };
    // What this batch says the page lost, and what of it names no step of the funnel: told on the report.
    await refuse(tx, 'lost_in_browser', request.lost ?? 0);
    await refuse(tx, 'unknown_step', unknownSteps);
    await refuse(tx, 'impossible_moment', impossible);
    const start = moments.find((m) => m.moment === 'start');
    const key = and(eq(visits.visitId, request.visitId), eq(visits.funnelSlug, funnelSlug));
    if (start !== undefined) {
      const startedAt = new Date(start.at);
      const ad = request.ad ?? '';
      const made = await tx
        .insert(visits)
        .values({
          visitId: request.visitId,
          funnelSlug,
          startedAt,
          day: dayOf(startedAt, ctx.reportTimeZone),
          ...dimensionsOf(request),
          ad,
          medium: request.medium ?? '',
          lastStepId: start.stepId,
          lastAt: startedAt,
        })
        .onConflictDoNothing()
        .returning({ day: visits.day });
      // Where a new visit is, until it goes on: its first step.
      begun = made[0] !== undefined;
      if (made[0] !== undefined) {
        await addStepCounts(tx, [
          { ...countKey(made[0].day, funnelSlug, request), stepId: start.stepId, moment: 'left', add: 1 },
        ]);
        await addFollowedStart(tx, { day: made[0].day, funnelSlug, ...dimensionsOf(request), ad });
      }
    }
    const [visit] = await tx.select().from(visits).where(key).for('update');
    if (visit === undefined)
      return {
        recorded: 0,
        counted: await addCountedMoments(tx, request, moments, dayOf(ctx.now(), ctx.reportTimeZone)),
      };
    if (visit.startedAt.getTime() < now - VISIT_MOMENTS_WINDOW_MS) {
      await refuse(tx, 'after_visit_window', moments.length);
      return { recorded: 0, counted: 0 };
    }
    const fresh = await outcomeOfSteps(
      tx,
      { visitId: request.visitId, funnelSlug },
      await newMoments(tx, { visitId: request.visitId, funnelSlug }, moments),
    );
    const dimensions = countKey(visit.day, funnelSlug, {
      source: visit.source,
      campaign: visit.campaign,
      experiment: visit.experimentId ? { experimentId: visit.experimentId, variantId: visit.variantId } : undefined,
    });
    const additions: (StepCountKey & { add: number })[] = fresh.map((m) => ({
      ...dimensions,
      stepId: m.stepId,
      moment: m.moment,
      add: m.add,
    }));
    // The visit was last seen on the latest step shown: it left there, unless it goes on.
    const last = moments
      .filter((m) => m.moment === 'shown' && m.at > visit.lastAt.getTime())
      .reduce<Moment | undefined>((latest, m) => (latest === undefined || m.at >= latest.at ? m : latest), undefined);
    if (last !== undefined && last.stepId !== visit.lastStepId) {
      additions.push({ ...dimensions, stepId: visit.lastStepId, moment: 'left', add: -1 });
      additions.push({ ...dimensions, stepId: last.stepId, moment: 'left', add: 1 });
    }
    if (last !== undefined)
      await tx
        .update(visits)
        .set({ lastStepId: last.stepId, lastAt: new Date(last.at) })
        .where(key);
    await addStepCounts(tx, additions);
    return { recorded: fresh.length, counted: 0 };
  });
  // A visit begun now with consent: the leads and orders it already has are its (once it is committed).
  if (begun) await markFollowedVisit(ctx.db, { visitId: request.visitId, funnelSlug });
  return recorded;
}

/**
 * Whether this is the first time the gateway takes the request's batch (for its visit and funnel): marked taken in the
 * request's transaction, so a copy that comes again (the page left as it sent it, another tab restored it) counts
 * nothing, and a batch that failed to be taken can be taken when it comes again. A batch of an older page, with no id,
 * is taken each time (its followed moments count once anyway; only the counted ones of a visit not followed from its
 * start may count twice, as before).
 */
async function takenFirst(db: Database, request: VisitMomentsRequest, now: Date): Promise<boolean> {
  if (request.batch === undefined) return true;
  const taken = await db
    .insert(receivedBatches)
    .values({ batchId: request.batch, visitId: request.visitId, funnelSlug: request.funnel, receivedAt: now })
    .onConflictDoNothing()
    .returning({ batchId: receivedBatches.batchId });
  return taken.length > 0;
}

/** The moments not kept yet for the visit (each once per step and moment), kept now. */
async function newMoments(
  db: Database,
  visit: { visitId: string; funnelSlug: string },
  moments: readonly Moment[],
): Promise<{ stepId: string; moment: MeasuredMoment }[]> {
  if (moments.length === 0) return [];
  return db
    .insert(visitMoments)
    .values(moments.map((m) => ({ ...visit, stepId: m.stepId, moment: m.moment, at: new Date(m.at) })))
    .onConflictDoNothing()
    .returning({ stepId: visitMoments.stepId, moment: visitMoments.moment });
}

/**
 * What the new moments change of each step's outcome for the visit: a step answered is answered, even if it was
 * skipped before (the visitor went back and answered it): the skip is taken back, once. A skip of a step answered
 * already counts nothing.
 */
async function outcomeOfSteps(
  db: Database,
  visit: { visitId: string; funnelSlug: string },
  fresh: readonly { stepId: string; moment: MeasuredMoment }[],
): Promise<{ stepId: string; moment: MeasuredMoment; add: number }[]> {
  const ofVisit = and(eq(visitMoments.visitId, visit.visitId), eq(visitMoments.funnelSlug, visit.funnelSlug));
  const changes: { stepId: string; moment: MeasuredMoment; add: number }[] = [];
  for (const m of fresh) {
    if (m.moment === 'answered') {
      const taken = await db
        .delete(visitMoments)
        .where(and(ofVisit, eq(visitMoments.stepId, m.stepId), eq(visitMoments.moment, 'skipped')))
        .returning({ stepId: visitMoments.stepId });
      changes.push({ ...m, add: 1 }, ...taken.map((t) => ({ stepId: t.stepId, moment: 'skipped' as const, add: -1 })));
    } else if (m.moment === 'skipped') {
      const [answered] = await db
        .select({ stepId: visitMoments.stepId })
        .from(visitMoments)
        .where(and(ofVisit, eq(visitMoments.stepId, m.stepId), eq(visitMoments.moment, 'answered')));
      if (answered === undefined) changes.push({ ...m, add: 1 });
      else
        await db
          .delete(visitMoments)
          .where(and(ofVisit, eq(visitMoments.stepId, m.stepId), eq(visitMoments.moment, 'skipped')));
    } else changes.push({ ...m, add: 1 });
  }
  return changes;
}

/** A count's key but its step and moment: the day, the funnel, who it is of, and the visit's dimensions. */
function countKey(
  day: string,
  funnelSlug: string,
  request: Parameters<typeof dimensionsOf>[0],
): Omit<StepCountKey, 'stepId' | 'moment'> {
  return { day, funnelSlug, population: 'followed', ...dimensionsOf(request) };
}
