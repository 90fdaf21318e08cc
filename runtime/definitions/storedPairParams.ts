import { z } from 'zod';
import { versionSchema } from '../../schemas/storedInteger';

/** A version as a URL segment: digits only (no sign, point or exponent), then a version the database stores. */
const versionSegmentSchema = z.string().regex(/^\d+$/).transform(Number).pipe(versionSchema);

/**
 * The URL segments that name a funnel and its flow at stored versions (`/api/v1/definitions/<slug>/<version>/<flow
 * id>/<flow version>`), read as findFunnelAt takes them.
 */
export const storedPairParamsSchema = z
  .object({ slug: z.string(), version: versionSegmentSchema, flowId: z.string(), flowVersion: versionSegmentSchema })
  // The segment is the URL path the visit started at: the funnel's slug, or an alias it had.
  .transform(({ slug, ...versions }) => ({ path: slug, ...versions }));
