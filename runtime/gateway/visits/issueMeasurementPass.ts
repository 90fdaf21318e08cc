import { publishedFunnelDocuments } from '@/runtime/definitions/definitionVersions';
import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import { RateLimitedError } from '@/runtime/gateway/rateLimitedError';
import { dayOf } from '@/runtime/platform/days';
import type { MeasurementPassAnswer, MeasurementPassRequest } from '@/schemas/gateway/measurementPassRequest';
import { addMeasurementRefusals } from './addMeasurementRefusals';
import { MEASUREMENT_PASS_LIFETIME_SECONDS, signMeasurementPass } from './measurementPass';

/**
 * Passes given to one client address in an hour: a page asks for up to three (its counts, its followed moments, its
 * exposure), so this is four hundred pages an hour behind one address; a script making visits by the thousand is
 * held here, before any of its moments count.
 */
export const MEASUREMENT_PASSES_PER_CLIENT: RateLimitRule = {
  name: 'measurement_passes_per_client',
  limit: 1200,
  windowSeconds: 3600,
};

/**
 * Gives a page of a published funnel (404 otherwise) the pass its measurement requests carry (docs/decisions/0041):
 * for its purpose, funnel and subject (the page's visit or visitor id; for counts, a random id made here, which ties
 * the page's counts together and to nothing else), for an hour. A page refused over the limit is counted among what the
 * report was not told (`passes_over_client_limit`). Nothing is kept of a pass given.
 */
export async function issueMeasurementPass(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'reportTimeZone' | 'passKey'>,
  request: MeasurementPassRequest,
  client: string,
  newId: () => string = () => crypto.randomUUID(),
): Promise<MeasurementPassAnswer> {
  const [document] = await publishedFunnelDocuments(ctx.db, request.funnel);
  if (document === undefined) throw gatewayRefusal({ message: `No funnel ${request.funnel} is published` }, 404);
  try {
    await rateLimit(ctx, MEASUREMENT_PASSES_PER_CLIENT, client);
  } catch (error) {
    if (error instanceof RateLimitedError)
      await addMeasurementRefusals(ctx.db, {
        day: dayOf(ctx.now(), ctx.reportTimeZone),
        funnelSlug: request.funnel,
        reason: 'passes_over_client_limit',
        count: 1,
      });
    throw error;
  }
  const expiresAt = new Date(ctx.now().getTime() + MEASUREMENT_PASS_LIFETIME_SECONDS * 1000);
  const subject = request.purpose === 'counts' ? newId() : request.subject;
  const pass = signMeasurementPass(ctx.passKey, {
    purpose: request.purpose,
    funnel: request.funnel,
    subject,
    expiresAt,
  });
  return { pass, expiresAt: expiresAt.getTime() };
}
