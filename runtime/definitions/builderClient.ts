import { BUILDER_AUTH_HEADER, BUILDER_PATHS } from '@/schemas/builder/builderContract';
import { createCircuitBreaker } from './circuitBreaker';

/** A healthy builder answers a read in tens of milliseconds; past 2 s it is in trouble, and a visitor is waiting. */
export const BUILDER_TIMEOUT_MS = 2000;
/** One try and two retries: rides out a blip without tripling the load on a builder that is really down. */
export const BUILDER_ATTEMPTS = 3;
/** The first retry waits about this long, the next twice as long: a blip is usually over by then. */
export const BUILDER_BACKOFF_MS = 100;
/** Failed calls in a row that open the circuit: more than a blip, so one bad moment does not cut the builder off. */
export const BUILDER_BREAKER_THRESHOLD = 5;
/** How long an open circuit fails fast before one trial call: time for a restart, short enough to notice recovery. */
export const BUILDER_BREAKER_COOLDOWN_MS = 10_000;

export type BuilderFailureReason = 'not-found' | 'unauthorized' | 'unavailable' | 'circuit-open' | 'bad-response';

/** A read's result. The body is the builder's JSON, not yet validated: validating documents is the caller's job. */
export type BuilderResult =
  | { ok: true; body: unknown }
  | { ok: false; reason: BuilderFailureReason; detail: string; status?: number };

export type BuilderClient = {
  /** `{ funnels: [{ slug, version, flowId }] }`. */
  listFunnels(): Promise<BuilderResult>;
  funnel(slug: string): Promise<BuilderResult>;
  /** The newest version, or the one asked for. */
  flow(id: string, version?: number): Promise<BuilderResult>;
  /** The marketer's last saved funnel, possibly invalid; one that is not JSON is a `bad-response`. */
  draftFunnel(slug: string): Promise<BuilderResult>;
  draftFlow(id: string): Promise<BuilderResult>;
  /**
   * The builder was heard from (a change event it signed, just sent): it is up, so an open circuit closes and the
   * event's reads go out, rather than failing fast until the cooldown ends, after the builder stopped redelivering.
   */
  heardFrom(): void;
};

export type BuilderClientOptions = {
  /** BUILDER_API_HOST. */
  host: string;
  apiKey: string;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Per attempt; tests shorten it. */
  timeoutMs?: number;
};

/** An attempt's result, with whether trying again may help and whether it counts against the builder's health. */
type Attempt = { result: BuilderResult; retry: boolean; broken: boolean };

const failure = (reason: BuilderFailureReason, detail: string, status?: number): BuilderResult =>
  status === undefined ? { ok: false, reason, detail } : { ok: false, reason, detail, status };

/** The server's message from the project's error shape, else the status. */
function serverMessage(text: string, status: number): string {
  try {
    const body = JSON.parse(text) as { originalError?: unknown } | null;
    if (typeof body?.originalError === 'string') return body.originalError;
  } catch {
    // Not our error shape: the status says enough.
  }
  return `HTTP ${status}`;
}

/** Why no answer came: a timeout, or the network error's code (fetch itself says only "fetch failed"). */
function networkProblem(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  return String(cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : error));
}

/**
 * The runtime's client for the funnel-builder API (schemas/builder/builderContract.ts). Every read
 * resolves to a result and never throws. An attempt is cut off after a timeout; network errors,
 * timeouts, 5xx and 429 are retried with exponential backoff and jitter (other 4xx never: asking again
 * will not change the answer); and a circuit breaker fails calls fast while the builder keeps failing.
 */
export function createBuilderClient(options: BuilderClientOptions): BuilderClient {
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = options.timeoutMs ?? BUILDER_TIMEOUT_MS;
  const base = options.host.replace(/\/+$/, '');
  const breaker = createCircuitBreaker({
    threshold: BUILDER_BREAKER_THRESHOLD,
    cooldownMs: BUILDER_BREAKER_COOLDOWN_MS,
    now: options.now ?? Date.now,
  });

  async function attempt(path: string): Promise<Attempt> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(base + path, {
        headers: { [BUILDER_AUTH_HEADER]: `Bearer ${options.apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      return { result: failure('unavailable', networkProblem(error, timeoutMs)), retry: true, broken: true };
    }
    const { status } = response;
    if (response.ok) {
      try {
        return { result: { ok: true, body: JSON.parse(text) }, retry: false, broken: false };
      } catch {
        // A 200 that is not JSON: something between us and the builder (or the builder) is broken.
        return {
          result: failure('bad-response', `the answer is not JSON (HTTP ${status})`, status),
          retry: false,
          broken: true,
        };
      }
    }
    const detail = serverMessage(text, status);
    if (status >= 500 || status === 429)
      return { result: failure('unavailable', detail, status), retry: true, broken: true };
    // The builder answered: it is up, whatever it said.
    const reason = status === 401 || status === 403 ? 'unauthorized' : status === 404 ? 'not-found' : 'bad-response';
    return { result: failure(reason, detail, status), retry: false, broken: false };
  }

  async function read(path: string): Promise<BuilderResult> {
    if (!breaker.allow())
      return failure(
        'circuit-open',
        `the builder failed ${BUILDER_BREAKER_THRESHOLD} calls in a row; calls resume after ${BUILDER_BREAKER_COOLDOWN_MS} ms`,
      );
    let outcome = await attempt(path);
    for (let tried = 1; outcome.retry && tried < BUILDER_ATTEMPTS; tried++) {
      // Jitter (±50%) spreads out the retries of many instances that failed at the same moment.
      await sleep(BUILDER_BACKOFF_MS * 2 ** (tried - 1) * (0.5 + Math.random()));
      outcome = await attempt(path);
    }
    if (outcome.broken) breaker.failed();
    else breaker.succeeded();
    return outcome.result;
  }

  return {
    listFunnels: () => read(BUILDER_PATHS.funnels),
    funnel: (slug) => read(BUILDER_PATHS.funnel(slug)),
    flow: (id, version) => read(BUILDER_PATHS.flow(id, version)),
    draftFunnel: (slug) => read(BUILDER_PATHS.draftFunnel(slug)),
    draftFlow: (id) => read(BUILDER_PATHS.draftFlow(id)),
    heardFrom: () => breaker.succeeded(),
  };
}
