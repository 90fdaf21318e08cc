import { HttpError } from '@/runtime/platform/http/httpError';

/** The waits before each new ask of an order whose answer was lost: three asks in all, over about 2 s. */
export const ORDER_ASK_AGAIN_DELAYS_MS = [500, 1500] as const;

/**
 * Whether a failed order request may have been lost on the way rather than refused: no answer came (the connection
 * was reset, the network dropped), or the answer was a 5xx of the gateway or of what stands in front of it. A
 * refusal of the gateway (a 4xx with its error object: a limit, a bad request) is an answer, and is not asked again.
 */
export function mayBeLost(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  const status = error.originalStatusCode;
  // No response: the client's own message (a string) under the default status of docs/errors.md#failed-calls.
  return status >= 500 || typeof error.originalError === 'string';
}

/**
 * Asks for an attempt's order, and asks again with the same idempotency key while the answer may have been lost
 * (mayBeLost): the gateway answers a repeated key with the order it made the first time, never a second one, so a
 * reset connection or a gateway briefly answering 503 costs the visitor a moment, not the payment form.
 */
export async function askOrderAgain<T>(
  ask: () => Promise<T>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<T> {
  for (const delay of ORDER_ASK_AGAIN_DELAYS_MS) {
    try {
      return await ask();
    } catch (error) {
      if (!mayBeLost(error)) throw error;
    }
    await wait(delay);
  }
  return ask();
}
