import { appDefinitionSource } from '@/runtime/definitions/appDefinitions.server';
import { receiveBuilderEvent } from '@/runtime/definitions/receiveBuilderEvent';
import { verifyBuilderEvent } from '@/runtime/definitions/verifyBuilderEvent';
import { DATABASE_UNAVAILABLE_RETRY_SECONDS } from '@/runtime/gateway/gatewayRoute';
import { appDatabase } from '@/runtime/platform/db/appDatabase';
import { isDatabaseUnavailable } from '@/runtime/platform/db/isDatabaseUnavailable';
import { serverEnv } from '@/runtime/platform/env.server';
import { errorResponse } from '@/runtime/platform/http/errorResponse';
import { toHttpError } from '@/runtime/platform/http/httpError';
import { readBodyText } from '@/runtime/platform/http/readBodyText';
import { requireJsonBody } from '@/runtime/platform/http/requireJsonBody';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';

/** A change event is a few hundred bytes. */
const EVENT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * docs/entities.md#builder-change-events: the builder's change events, signed with the API key
 * (docs/architecture.md#builder-service-contract).
 */
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
  try {
    const answer = await receiveBuilderEvent(await appDatabase(), appDefinitionSource(), check.event);
    return Response.json(answer.body, { status: answer.status });
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    // Nothing was recorded: the builder delivers the event again (a 503, never a 500: no error of ours).
    reportServerError(error, { area: 'builder events', event: check.event.id, unavailable: 'database' });
    const response = errorResponse(503, { message: 'The service is briefly unavailable; send the event again' });
    response.headers.set('Retry-After', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
    return response;
  }
}
