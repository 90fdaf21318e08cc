import { appDefinitionSource, lastValidDrafts } from '@/runtime/definitions/appDefinitions.server';
import { readDraft } from '@/runtime/definitions/readDraft';
import { errorResponse } from '@/runtime/platform/http/errorResponse';
import { opensTeamPages } from '@/runtime/platform/opensTeamPages';
import { readCookie, TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';

export const dynamic = 'force-dynamic';

/** A funnel's draft and its errors, as the draft preview reads it again every few seconds; for the team only
 * (opensTeamPages). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  if (!opensTeamPages(readCookie(request.headers.get('cookie'), TESTER_TOKEN_COOKIE)))
    return errorResponse(404, { message: 'Not found' });
  const draft = await readDraft(appDefinitionSource(), (await params).slug, lastValidDrafts());
  return Response.json(draft, { headers: { 'cache-control': 'no-store' } });
}
