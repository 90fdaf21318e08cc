import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTrafficSourceReader } from '@/runtime/platform/http/apiClients';
import type { Place } from '@/schemas/places/placeSchema';
import {
  EMBEDDED_GEOCODING_URL,
  PLACE_SEARCH_TIMEOUT_MS,
  PlaceSearchError,
  placeSearchBaseUrl,
  searchPlaces,
} from './searchPlaces';

const ZURICH: Place = {
  id: 'geonames:2657896',
  name: 'Zürich',
  region: 'ZH',
  country: 'CH',
  countryName: 'Switzerland',
  latitude: 47.36667,
  longitude: 8.55,
  timeZone: 'Europe/Zurich',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers `answer`, or never answers until its request is aborted. */
function stubFetch(answer?: () => Response | Promise<Response>) {
  return vi.fn(
    (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        if (answer) Promise.resolve().then(answer).then(resolve, reject);
      }),
  );
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the search to fail');
    },
    (error: unknown) => {
      if (!(error instanceof PlaceSearchError)) throw error;
      return { reason: error.reason, status: error.status, unavailable: error.unavailable };
    },
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('searchPlaces', () => {
  it('asks the geocoding service for the trimmed text in the locale and answers its places', async () => {
    const fetch = stubFetch(() => json({ places: [ZURICH] }));
    const places = await searchPlaces('  zür ', { locale: 'de', baseUrl: 'https://geo.example/v1/', fetch });
    expect(places).toEqual([ZURICH]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://geo.example/v1/places?q=z%C3%BCr&locale=de&limit=8');
    expect(init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(init?.headers).toMatchObject({ Platform: 'web', Source: '' });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends the visit's traffic source, as every client does, once the tracking has read it", async () => {
    const fetch = stubFetch(() => json({ places: [] }));
    setTrafficSourceReader(() => 'tiktok');
    try {
      await searchPlaces('zür', { locale: 'de', fetch });
    } finally {
      setTrafficSourceReader(() => '');
    }
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Platform: 'web', Source: 'tiktok' });
  });

  it('asks nothing for a text of spaces, and cuts a long text to 80 characters', async () => {
    const fetch = stubFetch(() => json({ places: [] }));
    expect(await searchPlaces('   ', { locale: 'en', fetch })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    await searchPlaces('a'.repeat(100), { locale: 'en', limit: 3, fetch });
    expect(String(fetch.mock.calls[0]?.[0])).toBe(`/api/v1/places?q=${'a'.repeat(80)}&locale=en&limit=3`);
  });

  it('uses NEXT_PUBLIC_GEOCODING_API_URL when set, else the app’s own route', () => {
    expect(placeSearchBaseUrl('https://geo.example')).toBe('https://geo.example');
    expect(placeSearchBaseUrl(undefined)).toBe(EMBEDDED_GEOCODING_URL);
  });

  it.each([
    ['an error status', () => json({ originalError: 'down', originalStatusCode: 503 }, 503), 503],
    ['a rate limit', () => json({ originalError: { code: 'rate_limited' }, originalStatusCode: 429 }, 429), 429],
    ['no answer (a dead port)', () => Promise.reject(new TypeError('Failed to fetch')), undefined],
  ])('fails as unavailable on %s', async (_, answer, status) => {
    expect(await failure(searchPlaces('zur', { locale: 'en', fetch: stubFetch(answer) }))).toEqual({
      reason: 'unavailable',
      status,
      unavailable: true,
    });
  });

  it.each([
    ['not the contract', { places: [{ ...ZURICH, timeZone: undefined }] }],
    ['another shape', [ZURICH]],
    ['too many places', { places: Array.from({ length: 21 }, () => ZURICH) }],
  ])('fails as invalid_answer on an answer %s', async (_, body) => {
    expect(await failure(searchPlaces('zur', { locale: 'en', fetch: stubFetch(() => json(body)) }))).toMatchObject({
      reason: 'invalid_answer',
      unavailable: true,
    });
  });

  it(`gives up after PLACE_SEARCH_TIMEOUT_MS (${PLACE_SEARCH_TIMEOUT_MS} ms), aborting the request`, async () => {
    vi.useFakeTimers();
    const fetch = stubFetch();
    const search = failure(searchPlaces('zur', { locale: 'en', fetch }));
    await vi.advanceTimersByTimeAsync(PLACE_SEARCH_TIMEOUT_MS - 1);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await search).toEqual({ reason: 'timeout', status: undefined, unavailable: true });
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('is aborted by its caller: no request when already aborted, the request aborted otherwise', async () => {
    const fetch = stubFetch();
    const before = new AbortController();
    before.abort();
    expect(await failure(searchPlaces('zur', { locale: 'en', fetch, signal: before.signal }))).toMatchObject({
      reason: 'aborted',
      unavailable: false,
    });
    expect(fetch).not.toHaveBeenCalled();
    const during = new AbortController();
    const search = failure(searchPlaces('zur', { locale: 'en', fetch, signal: during.signal }));
    during.abort();
    expect(await search).toMatchObject({ reason: 'aborted', unavailable: false });
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });
});
