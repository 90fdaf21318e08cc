import { HttpError } from '@/runtime/platform/http/httpError';

/** For tests: the status and body a gateway call was refused with (it fails when the call succeeds or throws otherwise). */
export async function httpRefusal(promise: Promise<unknown>): Promise<{ status: number; error: unknown }> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.originalStatusCode, error: error.originalError };
}
