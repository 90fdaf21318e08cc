import type { z } from 'zod';
import { browserLogger, type Logger } from '@/runtime/platform/logger/browserLogger';
import { SANDBOX_HEADER, type ServiceName } from '@/schemas/services/serviceContract';

/**
 * Why a service call gave no usable answer: the service is not configured (`unset`), took longer than its timeout
 * (`timeout`), could not be reached (`network`), answered an error status (`status`), answered something that is
 * not its contract (`invalid`), or the caller gave up (`aborted`, the visitor left the step).
 */
export type ServiceFailure =
  | { kind: 'unset' }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'network'; message: string }
  | { kind: 'status'; status: number }
  | { kind: 'invalid'; message: string }
  | { kind: 'aborted' };

/** A call's outcome: the validated answer, or why there is none. Never thrown. */
export type ServiceResult<T> = { ok: true; value: T; sandbox: boolean } | { ok: false; failure: ServiceFailure };

/** What every adapter takes besides its input: the caller's signal, and (tests) the service's URL, fetch and logger. */
export type ServiceCallOptions = {
  /** Aborted when the caller no longer needs the answer (the visitor left the step). */
  signal?: AbortSignal;
  /** The service's base URL; the setting's by default (undefined: the service is off). */
  baseUrl?: string | null;
  fetch?: typeof fetch;
  logger?: Logger;
};

type Call<S extends z.ZodType> = {
  service: ServiceName;
  baseUrl: string | undefined;
  path: string;
  body: Blob | string;
  contentType: string;
  timeoutMs: number;
  schema: S;
  options: ServiceCallOptions;
};

/** The sandbox label of an answer: its field, or the stand-in's header. */
const SANDBOX_FIELD = 'sandbox';

/**
 * POSTs a body to a service (no cookies: the services are other sites) and validates the JSON answer with its
 * contract, within a timeout. Any failure is logged (the browser logger, `warn`; an abort only as `debug`) and
 * returned, never thrown: the screens go on with a generic answer.
 */
export async function callService<S extends z.ZodType>(call: Call<S>): Promise<ServiceResult<z.infer<S>>> {
  const { service, baseUrl, path, options } = call;
  const logger = options.logger ?? browserLogger;
  const fail = (failure: ServiceFailure): ServiceResult<never> => {
    if (failure.kind === 'aborted') logger.debug(`${service} service call abandoned`, { service });
    else if (failure.kind !== 'unset')
      logger.warn(`${service} service failed: ${failure.kind}`, { service, ...failure });
    return { ok: false, failure };
  };
  if (baseUrl === undefined || baseUrl === '') return fail({ kind: 'unset' });
  if (options.signal?.aborted) return fail({ kind: 'aborted' });

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), call.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  try {
    const response = await doFetch(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': call.contentType, Accept: 'application/json' },
      body: call.body,
      credentials: 'omit',
      signal,
    });
    if (!response.ok) {
      void response.body?.cancel();
      return fail({ kind: 'status', status: response.status });
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return fail({ kind: 'invalid', message: 'not JSON' });
    }
    const parsed = call.schema.safeParse(json);
    if (!parsed.success)
      return fail({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'not its contract' });
    const labelled =
      (json as Record<string, unknown>)[SANDBOX_FIELD] === true || response.headers.get(SANDBOX_HEADER) !== null;
    return { ok: true, value: parsed.data, sandbox: labelled };
  } catch (error) {
    if (options.signal?.aborted) return fail({ kind: 'aborted' });
    if (timeout.signal.aborted) return fail({ kind: 'timeout', timeoutMs: call.timeoutMs });
    return fail({ kind: 'network', message: error instanceof Error ? error.message : String(error) });
  } finally {
    clearTimeout(timer);
  }
}
