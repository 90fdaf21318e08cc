import { errorResponse } from '../../../../runtime/platform/http/errorResponse';
import { toHttpError } from '../../../../runtime/platform/http/httpError';
import { readJsonBody } from '../../../../runtime/platform/http/readJsonBody';
import {
  LOG_BODY_LIMIT_BYTES,
  logPayloadSchema,
  readLogPair,
} from '../../../../runtime/platform/logger/logPayloadSchema';
import { serverLogger } from '../../../../runtime/platform/logger/serverLogger';

/** SPEC §7: the browser's log batches, written as structured server logs. */
export async function POST(request: Request): Promise<Response> {
  let body: unknown;
  try {
    body = await readJsonBody(request, LOG_BODY_LIMIT_BYTES);
  } catch (error) {
    const problem = toHttpError(error);
    return errorResponse(problem.originalStatusCode, problem.originalError);
  }
  const parsed = logPayloadSchema.safeParse(body);
  if (!parsed.success)
    return errorResponse(400, {
      message: 'Expected {data: [[timestamp, message], ...]}',
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  const log = serverLogger().child({ source: 'browser', requestId: request.headers.get('x-request-id') ?? undefined });
  for (const pair of parsed.data.data) {
    const { level, message, ...fields } = readLogPair(pair);
    log[level](fields, message);
  }
  return Response.json({ received: parsed.data.data.length });
}
