import { and, eq } from 'drizzle-orm';
import { assignVariant } from '@/runtime/experiments/assignVariant';
import { readFunnelVersion } from '@/runtime/gateway/funnels/readFunnelVersion';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import { dayOf } from '@/runtime/platform/days';
import { experimentExposures } from '@/runtime/platform/db/schema';
import { isTesterMode } from '@/runtime/platform/testerMode';
import type { ExposureRequest } from '@/schemas/gateway/exposureRequest';
import { addMeasurementRefusals } from './addMeasurementRefusals';
import { checkMeasurementPass } from './checkMeasurementPass';

/** Exposures recorded from one client address in an hour: a visitor sees a funnel or two; a script sees many. */
export const EXPOSURES_PER_CLIENT: RateLimitRule = { name: 'exposures_per_client', limit: 60, windowSeconds: 3600 };

/**
 * Keeps that a visitor was shown a variant: the first time only (a visitor counts in the variant they were first
 * shown, however often the page says so). The funnel version must have that experiment and variant (404 otherwise),
 * so no one can count visitors into an experiment that is not there; the visitor must hold an exposure pass for the
 * funnel (checkMeasurementPass: 403 otherwise), so no one can count visitors the app never served; and a new visitor
 * must be in the variant their id
 * falls in (409 `variant_mismatch` otherwise, and the report says how many), so no page can choose the variant it
 * counts in. A tester's visit (tester mode, often with a variant forced) is kept as no exposure: the results count visitors, and a lead or an order counts only through its
 * visitor's exposure (readExperimentResults).
 */
export async function recordExposure(
  ctx: GatewayContext,
  exposure: ExposureRequest,
  client: string,
  cookieHeader: string | null = null,
): Promise<{ created: boolean }> {
  const funnel = await readFunnelVersion(ctx.db, exposure.funnel, exposure.funnelVersion);
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
  await checkMeasurementPass(ctx, exposure.pass, {
    purpose: 'exposure',
    funnel: funnel.slug,
    subject: exposure.visitorId,
  });
  // A visitor enters the variant their id falls in (assignVariant): a page cannot name another. One already exposed
  // keeps the variant they were first shown, whatever the weights say now.
  if (assignVariant(experiment, exposure.visitorId, undefined) !== exposure.variantId) {
    const [kept] = await ctx.db
      .select({ variantId: experimentExposures.variantId })
      .from(experimentExposures)
      .where(
        and(
          eq(experimentExposures.experimentId, exposure.experimentId),
          eq(experimentExposures.visitorId, exposure.visitorId),
        ),
      );
    if (kept !== undefined) return { created: false };
    // Counted in no variant, and said on the report (measurementRefusals).
    await addMeasurementRefusals(ctx.db, {
      day: dayOf(ctx.now(), ctx.reportTimeZone),
      funnelSlug: funnel.slug,
      reason: 'variant_mismatch',
      count: 1,
    });
    throw gatewayRefusal(
      {
        code: 'variant_mismatch',
        message: `Visitor ${exposure.visitorId} is not in variant ${exposure.variantId} of ${exposure.experimentId}`,
      },
      409,
    );
  }
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
