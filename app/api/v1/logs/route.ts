import { errorResponse } from '../../../../runtime/platform/http/errorResponse';
import { toHttpError } from '../../../../runtime/platform/http/httpError';
import { readValidJsonBody } from '../../../../runtime/platform/http/readValidJsonBody';
import { REQUEST_ID_HEADER } from '../../../../runtime/platform/http/requestIdOf';
import {
  LOG_BODY_LIMIT_BYTES,
  logPayloadSchema,
  readLogPair,
} from '../../../../runtime/platform/logger/logPayloadSchema';
import { serverLogger } from '../../../../runtime/platform/logger/serverLogger';
import type { LogPayload } from '../../../../runtime/platform/logger/toLogPayload';

/** SPEC §7: the browser's log batches, written as structured server logs. */
export async function POST(request: Request): Promise<Response> {
  let payload: LogPayload;
  try {
    payload = await readValidJsonBody(request, logPayloadSchema, {
      limitBytes: LOG_BODY_LIMIT_BYTES,
      message: 'Expected {data: [[timestamp, message], ...]}',
    });
  } catch (error) {
    const problem = toHttpError(error);
    return errorResponse(problem.originalStatusCode, problem.originalError);
  }
  const log = serverLogger().child({
    source: 'browser',
    requestId: request.headers.get(REQUEST_ID_HEADER) ?? undefined,
  });
  for (const pair of payload.data) {
    const { level, message, ...fields } = readLogPair(pair);
    log[level](fields, message);
  }
  return Response.json({ received: payload.data.length });
}
