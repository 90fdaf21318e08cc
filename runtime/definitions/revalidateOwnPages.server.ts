import 'server-only';
import { revalidateTag } from 'next/cache';
import { errorResponse } from '@/runtime/platform/http/errorResponse';
import { toHttpError } from '@/runtime/platform/http/httpError';
import { readValidJsonBody } from '@/runtime/platform/http/readValidJsonBody';
import { sameSecret } from '@/schemas/sameSecret';
import { revalidationSecret } from './appDefinitions.server';
import { REVALIDATION_SECRET_HEADER } from './refreshOwnPages.server';
import { type RevalidateRequest, revalidateRequestSchema } from './revalidateRequest';
import { funnelTag, PUBLISHED_PATHS_TAG } from './servedFunnel.server';

/**
 * The revalidation route's work (see refreshOwnPages): only this instance may ask (401 otherwise); a body that is
 * not `{paths}` sent as JSON is refused (415, 413, 400). The pages under the paths and the list of published paths
 * are expired at once rather than served stale once more: a deleted funnel must 404 from now on, a new one serve.
 */
export async function revalidateOwnPages(request: Request): Promise<Response> {
  if (!sameSecret(request.headers.get(REVALIDATION_SECRET_HEADER) ?? '', revalidationSecret()))
    return errorResponse(401, { message: 'Only this instance may revalidate its pages' });
  let paths: RevalidateRequest['paths'];
  try {
    ({ paths } = await readValidJsonBody(request, revalidateRequestSchema, {
      message: 'Expected {paths: ["/slug", ...]}',
    }));
  } catch (error) {
    const problem = toHttpError(error);
    return errorResponse(problem.originalStatusCode, problem.originalError);
  }
  for (const path of paths) revalidateTag(funnelTag(path), { expire: 0 });
  revalidateTag(PUBLISHED_PATHS_TAG, { expire: 0 });
  return Response.json({ revalidated: paths });
}
