import { clientEnv } from '@/runtime/platform/env.client';
import { currentTrafficSource } from '@/runtime/platform/http/apiClients';
import { createHttpClient } from '@/runtime/platform/http/httpClient';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
import { DEFAULT_PLACE_LIMIT, PLACE_QUERY_MAX_LENGTH } from '@/schemas/places/placeLimits';
import { type Place, placeSearchAnswerSchema } from '@/schemas/places/placeSchema';

/**
 * How long a place search may take, in milliseconds, before the screen stops waiting and offers to go on without
 * it: longer than any keystroke's answer on a slow phone network, short enough that a visitor is not left waiting.
 */
export const PLACE_SEARCH_TIMEOUT_MS = 4000;

/** The app's own geocoding service (app/api/v1/places), used when NEXT_PUBLIC_GEOCODING_API_URL is unset. */
export const EMBEDDED_GEOCODING_URL = '/api/v1';

/**
 * Why a search gave no places: `aborted` by its caller (a later keystroke: nothing to show), `timeout` after
 * PLACE_SEARCH_TIMEOUT_MS, `unavailable` (no answer, or an error status), `invalid_answer` (not the contract).
 */
export type PlaceSearchFailure = 'aborted' | 'timeout' | 'unavailable' | 'invalid_answer';

/**
 * A place search that gave no places. Unless `reason` is `aborted`, the screen says that place search is not
 * available and the visitor can go on without it (`unavailable` is true).
 */
export class PlaceSearchError extends Error {
  readonly reason: PlaceSearchFailure;
  /** The HTTP status of an error answer, when one came. */
  readonly status: number | undefined;

  constructor(reason: PlaceSearchFailure, options: { status?: number; cause?: unknown } = {}) {
    super(`place search failed: ${reason}${options.status === undefined ? '' : ` (HTTP ${options.status})`}`, {
      cause: options.cause,
    });
    this.name = 'PlaceSearchError';
    this.reason = reason;
    this.status = options.status;
  }

  /** Whether the screen should say that place search is not available (every reason but a caller's abort). */
  get unavailable(): boolean {
    return this.reason !== 'aborted';
  }
}

export type SearchPlacesOptions = {
  /** The language of the country names, such as "pt-BR". */
  locale: string;
  /** Aborts the request, as the next keystroke does (the birth place step aborts the one before). */
  signal?: AbortSignal;
  /** At most this many places (default DEFAULT_PLACE_LIMIT). */
  limit?: number;
  /** The geocoding service's base URL (default: placeSearchBaseUrl()). */
  baseUrl?: string;
  /**
   * The visitor's traffic source for the `Source` header (docs/calls.md#the-http-client); by default the visit's, as
   * every client sends.
   */
  source?: () => TrafficSource;
  fetch?: typeof fetch;
};

/** The geocoding service to ask: NEXT_PUBLIC_GEOCODING_API_URL when set, else the app's own (EMBEDDED_GEOCODING_URL). */
export function placeSearchBaseUrl(geocodingUrl: string | undefined = clientEnv.NEXT_PUBLIC_GEOCODING_API_URL): string {
  return geocodingUrl ?? EMBEDDED_GEOCODING_URL;
}

/**
 * The places whose name begins with what the visitor typed, best first, from the geocoding service
 * (`GET {base}/places?q=&locale=&limit=`, docs/places.md), through the platform's HTTP client (its headers:
 * docs/calls.md#the-http-client), the answer checked against placeSearchAnswerSchema. A text with no character but
 * spaces asks nothing and finds nothing; a text longer than PLACE_QUERY_MAX_LENGTH is cut to it. Rejects with a
 * PlaceSearchError: aborted by `signal`, or timed out after PLACE_SEARCH_TIMEOUT_MS, or the service unavailable, or its
 * answer not the contract.
 */
export async function searchPlaces(q: string, options: SearchPlacesOptions): Promise<Place[]> {
  const text = q.trim().slice(0, PLACE_QUERY_MAX_LENGTH);
  if (options.signal?.aborted) throw new PlaceSearchError('aborted', { cause: options.signal.reason });
  if (text === '') return [];
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, PLACE_SEARCH_TIMEOUT_MS);
  const abort = () => controller.abort();
  options.signal?.addEventListener('abort', abort, { once: true });
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  // of the answer, when one came (the client says 400 when none did: docs/errors.md#failed-calls)
  let status: number | undefined;
  const client = createHttpClient({
    baseUrl: options.baseUrl ?? placeSearchBaseUrl(),
    source: options.source ?? currentTrafficSource,
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    fetch: async (input, init) => {
      const response = await doFetch(input, { ...init, signal: controller.signal });
      status = response.status;
      return response;
    },
  });
  const query = new URLSearchParams({
    q: text,
    locale: options.locale,
    limit: String(options.limit ?? DEFAULT_PLACE_LIMIT),
  });
  let answer: unknown;
  try {
    answer = await client.get(`places?${query}`);
  } catch (error) {
    if (options.signal?.aborted) throw new PlaceSearchError('aborted', { cause: error });
    if (timedOut) throw new PlaceSearchError('timeout', { cause: error });
    throw new PlaceSearchError('unavailable', { status, cause: error });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abort);
  }
  const parsed = placeSearchAnswerSchema.safeParse(answer);
  if (!parsed.success) throw new PlaceSearchError('invalid_answer', { cause: parsed.error });
  return parsed.data.places;
}
