import { findFunnelAt } from '../../../../../../../../runtime/definitions/publishedDefinitions';
import { storedPairParamsSchema } from '../../../../../../../../runtime/definitions/storedPairParams';
import { appDatabase } from '../../../../../../../../runtime/platform/db/appDatabase';
import { errorResponse } from '../../../../../../../../runtime/platform/http/errorResponse';
import { STORED_INTEGER_MAX } from '../../../../../../../../schemas/storedInteger';

type Params = { slug: string; version: string; flowId: string; flowVersion: string };

/** A stored version never changes, so its answer may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A funnel and its flow at the versions a visitor started on, so they can finish on them after a
 * publish (stored versions stay readable after newer ones, or a delete).
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }): Promise<Response> {
  const at = storedPairParamsSchema.safeParse(await params);
  if (!at.success)
    return errorResponse(400, {
      message: `Paths and ids are lower-case words joined by hyphens, versions whole numbers from 1 to ${STORED_INTEGER_MAX}`,
    });
  const definition = await findFunnelAt((await appDatabase()).db, at.data);
  const { path, version, flowId, flowVersion } = at.data;
  if (definition === undefined)
    return errorResponse(404, { message: `No stored ${path} v${version} with ${flowId} v${flowVersion}` });
  return Response.json(definition, { headers: { 'cache-control': IMMUTABLE } });
}
