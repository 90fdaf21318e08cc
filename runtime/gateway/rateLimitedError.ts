import { HttpError } from '@/runtime/platform/http/httpError';

/**
 * A request over a rate limit: 429 in the error shape of docs/errors.md#error-shape, and how many seconds until the window
 * closes, which gatewayRoute sends as `Retry-After`.
 */
export class RateLimitedError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super({ code: 'rate_limited', message: 'Too many requests; try again later', retryAfterSeconds }, 429);
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
