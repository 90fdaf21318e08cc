import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import { RateLimitedError } from '@/runtime/gateway/rateLimitedError';
import { dayOf } from '@/runtime/platform/days';
import type { Database } from '@/runtime/platform/db/database';
import { countedPageMoments } from '@/runtime/platform/db/schema';
import type { CountedMoment } from '@/schemas/enums/measuredMoments';
import type { MeasurementRefusal } from '@/schemas/enums/measurementRefusals';
import type { StepCountsRequest } from '@/schemas/gateway/visitMomentsRequest';
import { addMeasurementRefusals } from './addMeasurementRefusals';
import { addStepCounts } from './addStepCounts';
import { checkMeasurementPass } from './checkMeasurementPass';
import { measuredSteps, sortMoments } from './measuredSteps';

/**
 * Moment batches from one client address in an hour, counted or followed alike: a visit sends a handful (one per
 * page it leaves, or a few while followed); an office behind one address sends more, a script far more.
 */
export const MOMENT_BATCHES_PER_CLIENT: RateLimitRule = {
  name: 'moment_batches_per_client',
  limit: 600,
  windowSeconds: 3600,
};

/** The dimensions of a request's moments, as its counts are kept under. */
export function dimensionsOf(request: Pick<StepCountsRequest, 'source' | 'campaign' | 'experiment'>) {
  return {
    source: request.source,
    campaign: request.campaign,
    experimentId: request.experiment?.experimentId ?? '',
    variantId: request.experiment?.variantId ?? '',
  };
}

/**
 * Counts moments of a visit not followed (docs/decisions/0031): each adds one to its step's count for the day it
 * arrives, under its dimensions, and nothing else is kept: no visit, no time, no address (the rate limit keeps a
 * digest of the address for its hour). The request carries its page's counts pass (checkMeasurementPass: 403
 * otherwise, counting nothing), and each moment of a page counts once, however often it comes. What is not counted is
 * said (measurementRefusals): moments of steps no flow of the funnel has or that their step cannot say, and those over
 * the per-client limit. Answers how many were counted.
 */
export async function countStepMoments(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'reportTimeZone' | 'passKey'>,
  request: StepCountsRequest,
  client: string,
): Promise<{ counted: number }> {
  const day = dayOf(ctx.now(), ctx.reportTimeZone);
  const steps = await measuredSteps(ctx.db, request.funnel);
  const refuse = (reason: MeasurementRefusal, count: number) =>
    addMeasurementRefusals(ctx.db, { day, funnelSlug: request.funnel, reason, count });
  try {
    await rateLimit(ctx, MOMENT_BATCHES_PER_CLIENT, client);
  } catch (error) {
    // Counts are sent once, never retried: what a limit refused is lost, and said so.
    if (error instanceof RateLimitedError) await refuse('over_client_limit', request.moments.length);
    throw error;
  }
  const page = await checkMeasurementPass(ctx, request.pass, { purpose: 'counts', funnel: request.funnel });
  const { said, unknownSteps, impossible } = sortMoments(steps, request.moments);
  await refuse('unknown_step', unknownSteps);
  await refuse('impossible_moment', impossible);
  return {
    counted: await ctx.db.transaction(async (tx) =>
      addCountedMoments(tx, request, await newOfPage(tx, page.subject, request.funnel, said, ctx.now()), day),
    ),
  };
}

/**
 * The moments the page (by its pass's id) has not had counted yet, noted now: a request sent again, or a pass
 * copied from the page, counts nothing more.
 */
async function newOfPage(
  db: Database,
  pageId: string,
  funnelSlug: string,
  moments: readonly Pick<StepCountsRequest['moments'][number], 'stepId' | 'moment'>[],
  now: Date,
): Promise<Pick<StepCountsRequest['moments'][number], 'stepId' | 'moment'>[]> {
  if (moments.length === 0) return [];
  return db
    .insert(countedPageMoments)
    .values(moments.map((m) => ({ pageId, funnelSlug, stepId: m.stepId, moment: m.moment, countedAt: now })))
    .onConflictDoNothing()
    .returning({ stepId: countedPageMoments.stepId, moment: countedPageMoments.moment })
    .then((rows) => rows.map((row) => ({ stepId: row.stepId, moment: row.moment as CountedMoment })));
}

/**
 * Adds one to the count without consent of each moment's step, for the day, under the request's dimensions: each step
 * and moment once per request, since a page says each once (the same moment twice in one request is a copy, not
 * another visitor).
 */
export async function addCountedMoments(
  db: Database,
  request: Pick<StepCountsRequest, 'funnel' | 'source' | 'campaign' | 'experiment'>,
  moments: readonly Pick<StepCountsRequest['moments'][number], 'stepId' | 'moment'>[],
  day: string,
): Promise<number> {
  const once = [...new Map(moments.map((m) => [`${m.stepId}\n${m.moment}`, m])).values()];
  await addStepCounts(
    db,
    once.map(({ stepId, moment }) => ({
      day,
      funnelSlug: request.funnel,
      population: 'counted' as const,
      stepId,
      moment,
      ...dimensionsOf(request),
      add: 1,
    })),
  );
  return once.length;
}
