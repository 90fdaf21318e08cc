import { HttpError } from '@/runtime/platform/http/httpError';
import type { GatewayRefusal } from '@/schemas/gateway/gatewayRefusal';

/**
 * What the gateway said when it refused a call (schemas/gateway/gatewayRefusal), read from the HTTP client's
 * error: its code and what goes with it. Undefined for a failure that is not the gateway's refusal (no answer).
 */
export function refusalOf(error: unknown): (GatewayRefusal & { status: number }) | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const body: unknown = error.originalError;
  if (body === null || typeof body !== 'object') return undefined;
  const { message, code, retryAfterSeconds, attemptsLeft } = body as Record<string, unknown>;
  return {
    status: error.originalStatusCode,
    message: typeof message === 'string' ? message : '',
    ...(typeof code === 'string' && { code: code as GatewayRefusal['code'] }),
    ...(typeof retryAfterSeconds === 'number' && { retryAfterSeconds }),
    ...(typeof attemptsLeft === 'number' && { attemptsLeft }),
  };
}
