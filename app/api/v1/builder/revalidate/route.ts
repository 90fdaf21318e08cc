import { revalidateTag } from 'next/cache';
import { revalidationSecret } from '../../../../../runtime/definitions/appDefinitions.server';
import { REVALIDATION_SECRET_HEADER } from '../../../../../runtime/definitions/refreshOwnPages.server';
import { funnelTag, PUBLISHED_PATHS_TAG } from '../../../../../runtime/definitions/servedFunnel.server';
import { errorResponse } from '../../../../../runtime/platform/http/errorResponse';
import { sameSecret } from '../../../../../schemas/sameSecret';

/** Internal: the instance itself asks to refresh the cached pages under changed paths (see refreshOwnPages). */
export async function POST(request: Request): Promise<Response> {
  if (!sameSecret(request.headers.get(REVALIDATION_SECRET_HEADER) ?? '', revalidationSecret()))
    return errorResponse(401, { message: 'Only this instance may revalidate its pages' });
  const { paths } = (await request.json()) as { paths?: unknown };
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && p.startsWith('/')))
    return errorResponse(400, { message: 'Expected {paths: ["/slug", ...]}' });
  // Expired at once rather than served stale once more: a deleted funnel must 404 from now on, a new one serve.
  for (const path of paths) revalidateTag(funnelTag(path), { expire: 0 });
  revalidateTag(PUBLISHED_PATHS_TAG, { expire: 0 });
  return Response.json({ revalidated: paths });
}
