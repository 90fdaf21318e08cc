import { findFunnelAt } from '../../../../../../../../runtime/definitions/publishedDefinitions';
import { appDatabase } from '../../../../../../../../runtime/platform/db/appDatabase';
import { errorResponse } from '../../../../../../../../runtime/platform/http/errorResponse';
import { STORED_INTEGER_MAX, versionSchema } from '../../../../../../../../schemas/storedInteger';

type Params = { slug: string; version: string; flowId: string; flowVersion: string };

/** A stored version never changes, so its answer may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A funnel and its flow at the versions a visitor started on, so they can finish on them after a
 * publish (stored versions stay readable after newer ones, or a delete).
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }): Promise<Response> {
  const { slug, version, flowId, flowVersion } = await params;
  const versions = [version, flowVersion].map((v) =>
    /^\d+$/.test(v) ? versionSchema.safeParse(Number(v)) : undefined,
  );
  if (!versions.every((v) => v?.success))
    return errorResponse(400, { message: `Versions are whole numbers from 1 to ${STORED_INTEGER_MAX}` });
  const at = { path: slug, version: Number(version), flowId, flowVersion: Number(flowVersion) };
  const definition = await findFunnelAt((await appDatabase()).db, at);
  if (definition === undefined)
    return errorResponse(404, { message: `No stored ${slug} v${version} with ${flowId} v${flowVersion}` });
  return Response.json(definition, { headers: { 'cache-control': IMMUTABLE } });
}
