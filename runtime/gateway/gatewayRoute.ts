import { isDatabaseUnavailable } from '@/runtime/platform/db/isDatabaseUnavailable';
import { errorResponse } from '@/runtime/platform/http/errorResponse';
import { HttpError } from '@/runtime/platform/http/httpError';
import { REQUEST_ID_HEADER, requestIdOf } from '@/runtime/platform/http/requestIdOf';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { RateLimitedError } from './rateLimitedError';

/** How long a caller is asked to wait before trying again while the database cannot be reached, in seconds. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 5;

/**
 * Runs a gateway route's work (`doing`, named for the caller: "Taking the order") and answers every failure in the error shape (docs/errors.md#gateway-failures), naming the request in
 * `x-request-id` (the caller's id, or a new one): an HttpError with its status (a RateLimitedError adds
 * `Retry-After`, in seconds); a database that cannot be reached 503 with `Retry-After`, the request id in the body
 * too, as nothing was done and the same call may be made again; anything else is reported and answered 500 without
 * its details, saying what failed ("Taking the order failed; try again").
 */
export async function gatewayRoute(request: Request, doing: string, work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    const requestId = requestIdOf(request.headers);
    const response = failureResponse(error, doing, requestId);
    response.headers.set(REQUEST_ID_HEADER, requestId);
    return response;
  }
}

function failureResponse(error: unknown, doing: string, requestId: string): Response {
  if (error instanceof HttpError) {
    const response = errorResponse(error.originalStatusCode, error.originalError);
    if (error instanceof RateLimitedError) response.headers.set('Retry-After', String(error.retryAfterSeconds));
    return response;
  }
  if (isDatabaseUnavailable(error)) {
    reportServerError(error, { area: 'gateway', requestId, unavailable: 'database' });
    const response = errorResponse(503, { message: 'The service is briefly unavailable; try again', requestId });
    response.headers.set('Retry-After', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
    return response;
  }
  reportServerError(error, { area: 'gateway', requestId });
  return errorResponse(500, { message: `${doing} failed; try again`, requestId });
}
