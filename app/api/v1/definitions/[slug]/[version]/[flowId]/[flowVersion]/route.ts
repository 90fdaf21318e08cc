import { findFunnelAt } from '@/runtime/definitions/publishedDefinitions';
import { storedPairParamsSchema } from '@/runtime/definitions/storedPairParams';
import { appDatabase } from '@/runtime/platform/db/appDatabase';
import { errorResponse } from '@/runtime/platform/http/errorResponse';
import { STORED_INTEGER_MAX } from '@/schemas/storedInteger';

type Params = { slug: string; version: string; flowId: string; flowVersion: string };

/** A stored version never changes, so its answer may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A variant id, as PATTERNS.id writes it. */
const VARIANT_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * A funnel and its flow at the versions a visitor started on, so they can finish on them after a
 * publish (stored versions stay readable after newer ones, or a delete), if that funnel version was active; in an experiment, as the variant named by
 * `?variant=` shows them (the address names it, so a cache keeps each apart).
 */
export async function GET(request: Request, { params }: { params: Promise<Params> }): Promise<Response> {
  const at = storedPairParamsSchema.safeParse(await params);
  if (!at.success)
    return errorResponse(400, {
      message: `Paths and ids are lower-case words joined by hyphens, versions whole numbers from 1 to ${STORED_INTEGER_MAX}`,
    });
  const variant = new URL(request.url).searchParams.get('variant') ?? undefined;
  if (variant !== undefined && !VARIANT_ID.test(variant))
    return errorResponse(400, { message: 'A variant is lower-case words joined by hyphens' });
  const definition = await findFunnelAt((await appDatabase()).db, { ...at.data, variantId: variant });
  const { path, version, flowId, flowVersion } = at.data;
  // A version that was not active (a draft) was never served to a visitor: only the draft preview shows it.
  if (definition === undefined || definition.funnel.status !== 'active')
    return errorResponse(404, { message: `No stored ${path} v${version} with ${flowId} v${flowVersion}` });
  return Response.json(definition, { headers: { 'cache-control': IMMUTABLE } });
}
