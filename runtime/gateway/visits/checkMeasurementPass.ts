import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { gatewayRefusal } from '@/runtime/gateway/gatewayRefusal';
import { dayOf } from '@/runtime/platform/days';
import type { MeasurementPassPurpose } from '@/schemas/gateway/measurementPassRequest';
import { addMeasurementRefusals } from './addMeasurementRefusals';
import { type MeasurementPassClaims, verifyMeasurementPass } from './measurementPass';

/**
 * The pass a measurement request carries, checked (docs/decisions/0041): for its purpose, its funnel (published: the
 * caller checked) and, where the request names one, its visit or visitor. A request without a valid one is refused
 * (403 `pass_invalid`: the page asks for a new pass and sends again), counts nothing, and is counted among what the
 * report was told and did not count (`without_pass`), one per request.
 */
export async function checkMeasurementPass(
  ctx: Pick<GatewayContext, 'db' | 'now' | 'reportTimeZone' | 'passKey'>,
  pass: string | undefined,
  expected: { purpose: MeasurementPassPurpose; funnel: string; subject?: string },
): Promise<MeasurementPassClaims> {
  const check = verifyMeasurementPass(ctx.passKey, pass, expected, ctx.now());
  if (check.ok) return check.claims;
  await addMeasurementRefusals(ctx.db, {
    day: dayOf(ctx.now(), ctx.reportTimeZone),
    funnelSlug: expected.funnel,
    reason: 'without_pass',
    count: 1,
  });
  throw gatewayRefusal(
    {
      code: 'pass_invalid',
      message: `No valid ${expected.purpose} pass for funnel ${expected.funnel}: ${check.problem}`,
    },
    403,
  );
}
