import type { ErrorShape } from './httpError';

/** A 4xx/5xx answer of an API route in the error shape of docs/errors.md#error-shape. */
export function errorResponse(status: number, originalError: unknown): Response {
  const body: ErrorShape = { originalError, originalStatusCode: status };
  return Response.json(body, { status });
}
