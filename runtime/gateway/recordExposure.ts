import type { ExposureRequest } from '../../schemas/gateway/exposureRequest';
import { experimentExposures } from '../platform/db/schema';
import { isTesterMode } from '../platform/testerMode';
import { findOrderFunnel } from './findOrderFunnel';
import type { GatewayContext } from './gatewayContext';
import { gatewayRefusal } from './gatewayRefusal';
import { type RateLimitRule, rateLimit } from './rateLimit';

/** Exposures recorded from one client address in an hour: a visitor sees a funnel or two; a script sees many. */
export const EXPOSURES_PER_CLIENT: RateLimitRule = { name: 'exposures_per_client', limit: 60, windowSeconds: 3600 };

/**
 * Keeps that a visitor was shown a variant: the first time only (a visitor counts in the variant they were first
 * shown, however often the page says so). The funnel version must have that experiment and variant (404 otherwise),
 * so no one can count visitors into an experiment that is not there. A tester's visit (tester mode, often with a
 * variant forced) is kept as no exposure: the results count visitors, and a lead or an order counts only through its
 * visitor's exposure (readExperimentResults).
 */
export async function recordExposure(
  ctx: GatewayContext,
  exposure: ExposureRequest,
  client: string,
  cookieHeader: string | null = null,
): Promise<{ created: boolean }> {
  const funnel = await findOrderFunnel(ctx.db, exposure.funnel, exposure.funnelVersion);
  const experiment = funnel.experiment;
  if (experiment?.id !== exposure.experimentId || !experiment.variants.some((v) => v.id === exposure.variantId))
    throw gatewayRefusal(
      {
        message: `Funnel ${funnel.slug} version ${funnel.version} has no variant ${exposure.variantId} of ${exposure.experimentId}`,
      },
      404,
    );
  if (isTesterMode(cookieHeader)) return { created: false };
  await rateLimit(ctx, EXPOSURES_PER_CLIENT, client);
  const inserted = await ctx.db
    .insert(experimentExposures)
    .values({
      experimentId: exposure.experimentId,
      visitorId: exposure.visitorId,
      variantId: exposure.variantId,
      funnelSlug: funnel.slug,
      exposedAt: ctx.now(),
    })
    .onConflictDoNothing()
    .returning({ visitorId: experimentExposures.visitorId });
  return { created: inserted.length > 0 };
}
