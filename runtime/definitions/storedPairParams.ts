import { z } from 'zod';
import { PATTERNS } from '@/schemas/patterns';
import { versionSchema } from '@/schemas/storedInteger';

/** A version as a URL segment: digits only (no sign, point or exponent), then a version the database stores. */
const versionSegmentSchema = z.string().regex(/^\d+$/).transform(Number).pipe(versionSchema);

/**
 * A funnel path or a flow id as a URL segment: lower-case words joined by hyphens, as every slug, alias and id is
 * (the patterns of the contract). Anything else names nothing stored, and some of it (a NUL) the database cannot read.
 */
const keySegmentSchema = z.string().regex(new RegExp(PATTERNS.id.pattern));

/**
 * The URL segments that name a funnel and its flow at stored versions (`/api/v1/definitions/<slug>/<version>/<flow
 * id>/<flow version>`), read as findFunnelAt takes them.
 */
export const storedPairParamsSchema = z
  .object({
    slug: keySegmentSchema,
    version: versionSegmentSchema,
    flowId: keySegmentSchema,
    flowVersion: versionSegmentSchema,
  })
  // The segment is the URL path the visit started at: the funnel's slug, or an alias it had.
  .transform(({ slug, ...versions }) => ({ path: slug, ...versions }));
