import { errorResponse } from '../platform/http/errorResponse';
import { HttpError } from '../platform/http/httpError';
import { reportServerError } from '../platform/monitoring/reportServerError';
import { RateLimitedError } from './rateLimitedError';

/**
 * Runs a gateway route's work and answers every failure in the error shape (SPEC §8): an HttpError
 * with its status (a RateLimitedError adds `Retry-After`, in seconds); anything else is reported and
 * answered 500 without its details.
 */
export async function gatewayRoute(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) {
      const response = errorResponse(error.originalStatusCode, error.originalError);
      if (error instanceof RateLimitedError) response.headers.set('Retry-After', String(error.retryAfterSeconds));
      return response;
    }
    reportServerError(error, { area: 'gateway' });
    return errorResponse(500, { message: 'The payment service failed; try again' });
  }
}
