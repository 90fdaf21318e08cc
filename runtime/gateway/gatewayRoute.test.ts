import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/runtime/platform/http/httpError';
import { DATABASE_UNAVAILABLE_RETRY_SECONDS, gatewayRoute } from './gatewayRoute';
import { createPaymentProvider } from './payments/createPaymentProvider';
import { RateLimitedError } from './rateLimitedError';

const reported = vi.hoisted(() => [] as { error: unknown; context: Record<string, unknown> }[]);
vi.mock('@/runtime/platform/monitoring/reportServerError', () => ({
  reportServerError: (error: unknown, context: Record<string, unknown>) => reported.push({ error, context }),
}));

const REQUEST_ID = '0b7e6f44-3d0a-4c55-9f1e-2a8c7d6b5e43';
const request = new Request('http://localhost/api/v1/orders', { headers: { 'x-request-id': REQUEST_ID } });
const failing = (error: unknown) => gatewayRoute(request, 'Taking the order', () => Promise.reject(error));

describe('gatewayRoute', () => {
  afterEach(() => {
    reported.length = 0;
  });

  it('answers what the work answers, untouched', async () => {
    const response = await gatewayRoute(request, 'Taking the order', async () =>
      Response.json({ ok: true }, { status: 201 }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a refusal with its status and body, naming the request', async () => {
    const response = await failing(new HttpError({ message: 'no such funnel' }, 404));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe(REQUEST_ID);
    expect(await response.json()).toEqual({ originalStatusCode: 404, originalError: { message: 'no such funnel' } });
    expect(reported).toEqual([]);
  });

  it('adds Retry-After to a rate limit', async () => {
    const response = await failing(new RateLimitedError(120));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('120');
  });

  it('answers a database that cannot be reached 503, to be tried again, and reports it with the request id', async () => {
    const lost = new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') });
    const response = await failing(lost);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
    expect(response.headers.get('x-request-id')).toBe(REQUEST_ID);
    expect(await response.json()).toEqual({
      originalStatusCode: 503,
      originalError: { message: 'The service is briefly unavailable; try again', requestId: REQUEST_ID },
    });
    expect(reported).toEqual([
      { error: lost, context: { area: 'gateway', requestId: REQUEST_ID, unavailable: 'database' } },
    ]);
  });

  // A provider or another service that cannot be reached is their outage, not the database's: a 500 reported as
  // the error it is, never under `unavailable: 'database'`.
  it.each([
    [
      'a provider host that does not resolve (its SDK)',
      Object.assign(new Error('request to https://pay.solidgate.com/api/v1/status failed, reason: getaddrinfo'), {
        name: 'FetchError',
        type: 'system',
        code: 'ENOTFOUND',
      }),
    ],
    [
      'a subscriptions host that does not resolve (fetch)',
      new TypeError('fetch failed', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND subscriptions.solidgate.com'), { code: 'ENOTFOUND' }),
      }),
    ],
  ])('answers %s 500 in the error shape, not reported as the database', async (_, unreachable) => {
    const response = await failing(unreachable);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      originalStatusCode: 500,
      originalError: { message: 'Taking the order failed; try again', requestId: REQUEST_ID },
    });
    expect(reported).toEqual([{ error: unreachable, context: { area: 'gateway', requestId: REQUEST_ID } }]);
  });

  it("answers the provider's own SDK failing to reach its host 500, not reported as the database", async () => {
    const server = createServer();
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    await new Promise((closed) => server.close(closed));
    const provider = createPaymentProvider({
      apiUrl: `http://127.0.0.1:${port}/`,
      publicKey: 'api_pk_test',
      secretKey: 'api_sk_test_0123456789abcdef0123456789abcdef',
    });
    const response = await gatewayRoute(request, "Reading the order's status", async () =>
      Response.json(await provider.orderStatus('ord_x')),
    );
    expect(response.status).toBe(500);
    expect(((await response.json()) as { originalError: { message: string } }).originalError.message).toBe(
      "Reading the order's status failed; try again",
    );
    expect(reported.map((report) => report.context)).toEqual([{ area: 'gateway', requestId: REQUEST_ID }]);
  });

  it('answers anything else 500 without its details, reported with the request id', async () => {
    const response = await failing(new Error('secret detail at /srv/app/runtime/gateway/orders/startCardOrder.ts'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret detail');
    expect(JSON.parse(text)).toEqual({
      originalStatusCode: 500,
      originalError: { message: 'Taking the order failed; try again', requestId: REQUEST_ID },
    });
    expect(reported.map((report) => report.context)).toEqual([{ area: 'gateway', requestId: REQUEST_ID }]);
  });
});
