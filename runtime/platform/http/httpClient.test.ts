import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient, PERSISTED_HEADERS_KEY, setTraceHeaderSource } from './httpClient';
import { HttpError, toHttpError } from './httpError';
import { requestStatusOf } from './requestStatus';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

function clientAnswering(response: Response | Error, storage = memoryStorage()) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response.clone();
  });
  let n = 0;
  const client = createHttpClient({
    baseUrl: '/api/v1/',
    source: () => 'tiktok',
    storage,
    fetch: fetch as typeof globalThis.fetch,
    newRequestId: () => `req-${++n}`,
  });
  return { client, fetch };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => setTraceHeaderSource(undefined));

describe('HTTP client', () => {
  it.each([
    ['get', 'GET', undefined],
    ['delete', 'DELETE', undefined],
    ['post', 'POST', { email: 'a@b.co' }],
    ['put', 'PUT', { name: 'Ann' }],
  ] as const)('%s sends %s with credentials, JSON and the default headers', async (verb, method, body) => {
    const { client, fetch } = clientAnswering(json({ ok: true }));
    const call = verb === 'post' || verb === 'put' ? client[verb]('/orders', body) : client[verb]('/orders');
    await expect(call).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/orders');
    expect(init).toMatchObject({ method, credentials: 'include', body: body && JSON.stringify(body) });
    expect(init?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Platform: 'web',
      Source: 'tiktok',
      'x-request-id': 'req-1',
    });
  });

  it('gives every request a fresh x-request-id', async () => {
    const { client, fetch } = clientAnswering(json({}));
    await client.get('a');
    await client.get('b');
    const ids = fetch.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['x-request-id'],
    );
    expect(ids).toEqual(['req-1', 'req-2']);
  });

  it('sends persisted headers, kept in storage across clients, and trace headers when tracing is on', async () => {
    const storage = memoryStorage();
    const first = clientAnswering(json({}), storage);
    first.client.persistHeader('x-user-id', 'u-7');
    const { client, fetch } = clientAnswering(json({}), storage);
    setTraceHeaderSource(() => ({ traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' }));
    await client.get('me');
    expect(JSON.parse(storage.getItem(PERSISTED_HEADERS_KEY) ?? '')).toEqual({ 'x-user-id': 'u-7' });
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      'x-user-id': 'u-7',
      traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01',
    });
  });

  it('never lets a persisted header replace the ones it owns', async () => {
    const storage = memoryStorage({ [PERSISTED_HEADERS_KEY]: '{"Platform":"ios","x-request-id":"stale","n":1}' });
    const { client, fetch } = clientAnswering(json({}), storage);
    await client.get('me');
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ Platform: 'web', 'x-request-id': 'req-1' });
    expect(fetch.mock.calls[0]?.[1]?.headers).not.toHaveProperty('n');
  });

  it.each([
    [
      'a JSON error object',
      json({ message: 'order expired', code: '0.02' }, 422),
      { message: 'order expired', code: '0.02' },
      422,
    ],
    [
      'our own error shape, unwrapped',
      json({ originalError: { message: 'bad' }, originalStatusCode: 400 }, 400),
      { message: 'bad' },
      400,
    ],
    ['a text body', new Response('upstream down', { status: 502 }), 'upstream down', 502],
    [
      'an empty body',
      new Response(null, { status: 503, statusText: 'Service Unavailable' }),
      'Service Unavailable',
      503,
    ],
  ])(
    'rethrows a failed call with %s as {originalError, originalStatusCode}',
    async (_, response, originalError, status) => {
      const { client } = clientAnswering(response);
      const error = await client.get('x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).toJSON()).toEqual({ originalError, originalStatusCode: status });
    },
  );

  it('gives a call with no response the client message and status 400', async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));
    const error = await client.post('x', {}).catch((e: unknown) => e);
    expect((error as HttpError).toJSON()).toEqual({ originalError: 'Failed to fetch', originalStatusCode: 400 });
  });

  it.each([
    ['/api/v1/', 'definitions/changes', '/api/v1/definitions/changes'],
    ['/api/v1', '/definitions/changes', '/api/v1/definitions/changes'],
    ['https://gateway.example/api/v1/', '/logs', 'https://gateway.example/api/v1/logs'],
  ])('addresses a path of a service at %s: %s is %s', (baseUrl, path, url) => {
    expect(createHttpClient({ baseUrl, source: () => '' }).url(path)).toBe(url);
  });
});

describe('toHttpError', () => {
  it.each([
    ['an HttpError', new HttpError({ code: 1 }, 409), { originalError: { code: 1 }, originalStatusCode: 409 }],
    ['an Error', new Error('offline'), { originalError: 'offline', originalStatusCode: 400 }],
    ['a string', 'boom', { originalError: 'Unknown Error', originalStatusCode: 400 }],
    ['undefined', undefined, { originalError: 'Unknown Error', originalStatusCode: 400 }],
  ])('wraps %s', (_, thrown, shape) => {
    expect(toHttpError(thrown).toJSON()).toEqual(shape);
  });

  it("names unknown errors 'Unknown Error'", () => {
    expect(toHttpError(null).message).toBe('Unknown Error');
  });
});

describe('requestStatusOf', () => {
  it.each([
    [{ started: false, loading: false, error: undefined }, 'idle'],
    [{ started: true, loading: true, error: undefined }, 'pending'],
    [{ started: true, loading: false, error: undefined }, 'fulfilled'],
    [{ started: true, loading: false, error: new Error('x') }, 'failed'],
  ])('%j is %s', (state, status) => {
    expect(requestStatusOf(state)).toBe(status);
  });
});
