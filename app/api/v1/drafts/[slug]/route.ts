import { appDefinitionSource, lastValidDrafts } from '../../../../../runtime/definitions/appDefinitions.server';
import { readDraft } from '../../../../../runtime/definitions/readDraft';
import { errorResponse } from '../../../../../runtime/platform/http/errorResponse';
import { isTesterMode } from '../../../../../runtime/platform/testerMode';

export const dynamic = 'force-dynamic';

/** A funnel's draft and its errors, as the draft preview reads it again every few seconds; testers only (SPEC §1). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  if (!isTesterMode(request.headers.get('cookie'))) return errorResponse(404, { message: 'Not found' });
  const draft = await readDraft(appDefinitionSource(), (await params).slug, lastValidDrafts());
  return Response.json(draft, { headers: { 'cache-control': 'no-store' } });
}
