/** docs/errors.md#error-shape: the error shape every failed call and every 4xx/5xx answer carries. */
export type ErrorShape = { originalError: unknown; originalStatusCode: number };

/** docs/errors.md#failed-calls: with no response, the status defaults to 400. */
export const NO_RESPONSE_STATUS = 400;
/** docs/errors.md#failed-calls: what an error of unknown kind is wrapped as. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown Error';

/** A failed HTTP call: the server's error object (or the client's message) and the HTTP status. */
export class HttpError extends Error implements ErrorShape {
  readonly originalError: unknown;
  readonly originalStatusCode: number;

  constructor(originalError: unknown, originalStatusCode: number, message?: string) {
    super(message ?? (typeof originalError === 'string' ? originalError : `HTTP ${originalStatusCode}`));
    this.name = 'HttpError';
    this.originalError = originalError;
    this.originalStatusCode = originalStatusCode;
  }

  toJSON(): ErrorShape {
    return { originalError: this.originalError, originalStatusCode: this.originalStatusCode };
  }
}

/**
 * Any thrown value as an HttpError (docs/errors.md#failed-calls): an HttpError as it is; an Error (the client's own,
 * such as a network failure, where no response came) with its message and status 400; anything else as 'Unknown Error'
 * with status 400.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof Error) return new HttpError(error.message, NO_RESPONSE_STATUS, error.message);
  return new HttpError(UNKNOWN_ERROR_MESSAGE, NO_RESPONSE_STATUS, UNKNOWN_ERROR_MESSAGE);
}
