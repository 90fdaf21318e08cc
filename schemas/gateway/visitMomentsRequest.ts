import { z } from 'zod';
import { AD_MAX_LENGTH } from '@/schemas/attribution/adOf';
import { CAMPAIGN_MAX_LENGTH } from '@/schemas/attribution/campaignOf';
import { COUNTED_MOMENTS, LOST_MOMENTS_MAX, SENT_MOMENTS, VISIT_MOMENTS_MAX } from '@/schemas/enums/measuredMoments';
import { TRAFFIC_MEDIUMS } from '@/schemas/enums/trafficMediums';
import { TRAFFIC_SOURCES } from '@/schemas/enums/trafficSources';
import { PATTERNS } from '@/schemas/patterns';
import { browserTimeSchema } from './browserTime';
import { carriedPassSchema } from './measurementPassRequest';

const idSchema = z.string().regex(new RegExp(PATTERNS.id.pattern));

/**
 * Who the moments are of, as the report groups them: the visit's traffic source, campaign and ad, and its experiment's
 * variant (none outside one). Taken as the visit begins; a followed visit keeps the ones it began with.
 */
const visitDimensions = {
  funnel: z.string().min(1).max(200),
  source: z.enum(TRAFFIC_SOURCES),
  campaign: z.string().max(CAMPAIGN_MAX_LENGTH),
  /** The ad it came from (adOf), kept with a followed visit; absent when none, and from a batch of an older page. */
  ad: z.string().min(1).max(AD_MAX_LENGTH).optional(),
  /** How the visit came (trafficMediumOf): kept with a followed visit; absent from a batch of an older page. */
  medium: z.enum(TRAFFIC_MEDIUMS).optional(),
  experiment: z.strictObject({ experimentId: idSchema, variantId: idSchema }).optional(),
};

/**
 * The body of POST /api/v1/visits/moments: what a visit followed with the visitor's consent to measurement did
 * (docs/decisions/0031), by its visit id: its start, the steps shown, answered and skipped, each with when.
 */
export const visitMomentsRequestSchema = z.strictObject({
  visitId: z.uuid(),
  /** The visit's moments pass (docs/decisions/0041): the gateway takes moments only of a visit id it gave a pass. */
  pass: carriedPassSchema,
  /**
   * The page's batch these moments were sent in: the page keeps a batch until it hears it was taken, so a copy may
   * come again (the gateway takes it once). Absent from a batch kept by a page of an older version.
   */
  batch: z.uuid().optional(),
  /**
   * Moments of this funnel the page dropped undelivered after its last try (lostMoments): the gateway adds them to
   * what the report says it did not count. Absent when none.
   */
  lost: z.number().int().min(1).max(LOST_MOMENTS_MAX).optional(),
  ...visitDimensions,
  moments: z
    .array(
      z.strictObject({
        stepId: z.string().min(1).max(200),
        moment: z.enum(SENT_MOMENTS),
        /** Milliseconds since the epoch, as the browser saw it. */
        at: browserTimeSchema,
      }),
    )
    .min(1)
    .max(VISIT_MOMENTS_MAX),
});
export type VisitMomentsRequest = z.infer<typeof visitMomentsRequestSchema>;

/**
 * The body of POST /api/v1/visits/counts: moments of a visit not followed (no consent answered yet), to be counted
 * and nothing else: no visit id, no time, sent without cookies (docs/decisions/0031).
 */
export const stepCountsRequestSchema = z.strictObject({
  /** The page's counts pass (docs/decisions/0041): each moment of the page counts once. */
  pass: carriedPassSchema,
  ...visitDimensions,
  moments: z
    .array(z.strictObject({ stepId: z.string().min(1).max(200), moment: z.enum(COUNTED_MOMENTS) }))
    .min(1)
    .max(VISIT_MOMENTS_MAX),
});
export type StepCountsRequest = z.infer<typeof stepCountsRequestSchema>;
