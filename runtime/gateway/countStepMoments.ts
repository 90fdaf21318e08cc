import type { StepCountsRequest } from '../../schemas/gateway/visitMomentsRequest';
import { dayOf } from '../platform/days';
import type { Database } from '../platform/db/database';
import { addStepCounts } from './addStepCounts';
import type { GatewayContext } from './gatewayContext';
import { measuredSteps } from './measuredSteps';
import { type RateLimitRule, rateLimit } from './rateLimit';

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
 * digest of the address for its hour). Moments of steps no flow of the funnel has are ignored, and a moment repeated
 * in the request counts once. Answers how many were counted.
 */
export async function countStepMoments(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  request: StepCountsRequest,
  client: string,
): Promise<{ counted: number }> {
  await rateLimit(ctx, MOMENT_BATCHES_PER_CLIENT, client);
  const steps = await measuredSteps(ctx.db, request.funnel);
  const moments = request.moments.filter((m) => steps.has(m.stepId));
  return { counted: await addCountedMoments(ctx.db, request, moments, dayOf(ctx.now())) };
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
