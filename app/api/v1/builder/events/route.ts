import { appDefinitionSource } from '../../../../../runtime/definitions/appDefinitions.server';
import { receiveBuilderEvent } from '../../../../../runtime/definitions/receiveBuilderEvent';
import { verifyBuilderEvent } from '../../../../../runtime/definitions/verifyBuilderEvent';
import { appDatabase } from '../../../../../runtime/platform/db/appDatabase';
import { serverEnv } from '../../../../../runtime/platform/env.server';
import { errorResponse } from '../../../../../runtime/platform/http/errorResponse';
import { toHttpError } from '../../../../../runtime/platform/http/httpError';
import { readBodyText } from '../../../../../runtime/platform/http/readBodyText';
import { requireJsonBody } from '../../../../../runtime/platform/http/requireJsonBody';

/** A change event is a few hundred bytes. */
const EVENT_BODY_LIMIT_BYTES = 16 * 1024;

/** SPEC §3: the builder's change events, signed with the API key (DESIGN.md, builder service contract). */
export async function POST(request: Request): Promise<Response> {
  let body: string;
  try {
    requireJsonBody(request);
    body = await readBodyText(request, EVENT_BODY_LIMIT_BYTES);
  } catch (error) {
    const problem = toHttpError(error);
    return errorResponse(problem.originalStatusCode, problem.originalError);
  }
  const check = verifyBuilderEvent(
    { headers: request.headers, body },
    serverEnv().BUILDER_API_KEY,
    Math.floor(Date.now() / 1000),
  );
  if (!check.ok) return errorResponse(check.status, { message: check.message });
  const answer = await receiveBuilderEvent(await appDatabase(), appDefinitionSource(), check.event);
  return Response.json(answer.body, { status: answer.status });
}
