import { revalidateOwnPages } from '@/runtime/definitions/revalidateOwnPages.server';

/** Internal: the instance itself asks to refresh the cached pages under changed paths (see refreshOwnPages). */
export function POST(request: Request): Promise<Response> {
  return revalidateOwnPages(request);
}
