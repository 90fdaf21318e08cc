import { z } from 'zod';
import { PATTERNS } from '@/schemas/patterns';
import { versionSchema } from '@/schemas/storedInteger';
import { carriedPassSchema } from './measurementPassRequest';

/**
 * The body of POST /api/v1/experiments/exposures: a visitor shown a variant of a funnel's experiment, sent by the page
 * once per visitor and experiment (and harmless again: the first is kept).
 */
export const exposureRequestSchema = z.strictObject({
  /** The visitor's id for experiments (the `funnel_visitor` cookie): a UUID the page made. */
  visitorId: z.uuid(),
  /** The visitor's exposure pass for the funnel (docs/decisions/0041). */
  pass: carriedPassSchema,
  funnel: z.string().min(1),
  funnelVersion: versionSchema,
  experimentId: z.string().regex(new RegExp(PATTERNS.id.pattern)),
  variantId: z.string().regex(new RegExp(PATTERNS.id.pattern)),
});
export type ExposureRequest = z.infer<typeof exposureRequestSchema>;
