import { errorResponse } from '../platform/http/errorResponse';
import { HttpError } from '../platform/http/httpError';
import { reportServerError } from '../platform/monitoring/reportServerError';

/**
 * Runs a gateway route's work and answers every failure in the error shape (SPEC §8): an HttpError
 * with its status; anything else is reported and answered 500 without its details.
 */
export async function gatewayRoute(work: () => Promise<Response>): Promise<Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) return errorResponse(error.originalStatusCode, error.originalError);
    reportServerError(error, { area: 'gateway' });
    return errorResponse(500, { message: 'The payment service failed; try again' });
  }
}
