import { readdirSync } from 'node:fs';
import { expect, test } from './support/visitor';

/**
 * Bad input gets a clear 4xx in the error shape (SPEC §8), never a 500, on the built app as visitors and
 * scripts reach it; what is not found is cached only briefly and stores nothing.
 */
const ERROR_SHAPE = { originalError: expect.anything(), originalStatusCode: expect.any(Number) };
const json = { 'content-type': 'application/json' };
const order = JSON.stringify({ idempotencyKey: crypto.randomUUID() });

const CASES: {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  shape?: boolean;
}[] = [
  { name: 'an escaped % in a step path', path: '/palmistry/%25', status: 404 },
  { name: 'a lone % in the path', path: '/%', status: 400, shape: true },
  { name: 'an escape that is not hex', path: '/palmistry/%ZZ', status: 400, shape: true },
  { name: 'a cut-off UTF-8 escape', path: '/palmistry/%E0%A4%A', status: 400, shape: true },
  { name: 'a malformed escape in an API path', path: '/api/v1/orders/%E0%A4%A', status: 400, shape: true },
  {
    name: 'a version above 2^31-1',
    path: '/api/v1/definitions/palmistry/2147483648/palmistry/1',
    status: 400,
    shape: true,
  },
  {
    name: 'a flow version far above it',
    path: '/api/v1/definitions/palmistry/1/palmistry/99999999999',
    status: 400,
    shape: true,
  },
  {
    name: 'a version that is not a number',
    path: '/api/v1/definitions/palmistry/1e3/palmistry/1',
    status: 400,
    shape: true,
  },
  { name: 'a version of 0', path: '/api/v1/definitions/palmistry/0/palmistry/1', status: 400, shape: true },
  { name: 'an unknown order', path: '/api/v1/orders/ord_nope', status: 404, shape: true },
  {
    name: 'an order as text/plain',
    method: 'POST',
    path: '/api/v1/orders',
    headers: { 'content-type': 'text/plain' },
    body: order,
    status: 415,
    shape: true,
  },
  {
    name: 'an order without a content type',
    method: 'POST',
    path: '/api/v1/orders',
    headers: {},
    body: order,
    status: 415,
    shape: true,
  },
  {
    name: 'an order as a form',
    method: 'POST',
    path: '/api/v1/orders',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'a=1',
    status: 415,
    shape: true,
  },
  {
    name: 'a one-click order as text/plain',
    method: 'POST',
    path: '/api/v1/orders/resign',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
    status: 415,
    shape: true,
  },
  {
    name: 'a cancel lookup as text/plain',
    method: 'POST',
    path: '/api/v1/subscriptions/cancel/lookup',
    headers: { 'content-type': 'text/plain' },
    body: '{"email":"a@b.co"}',
    status: 415,
    shape: true,
  },
  {
    name: 'a cancel verify as text/plain',
    method: 'POST',
    path: '/api/v1/subscriptions/cancel/verify',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
    status: 415,
    shape: true,
  },
  {
    name: 'a cancel as text/plain',
    method: 'POST',
    path: '/api/v1/subscriptions/cancel',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
    status: 415,
    shape: true,
  },
  {
    name: 'a log batch as text/plain',
    method: 'POST',
    path: '/api/v1/logs',
    headers: { 'content-type': 'text/plain' },
    body: '{"data":[]}',
    status: 415,
    shape: true,
  },
  {
    name: 'a webhook as text/plain',
    method: 'POST',
    path: '/api/v1/webhooks/payments',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
    status: 415,
    shape: true,
  },
  {
    name: 'a builder event as text/plain',
    method: 'POST',
    path: '/api/v1/builder/events',
    headers: { 'content-type': 'text/plain' },
    body: '{}',
    status: 415,
    shape: true,
  },
  {
    name: 'an order that is not JSON',
    method: 'POST',
    path: '/api/v1/orders',
    headers: json,
    body: '{',
    status: 400,
    shape: true,
  },
  {
    name: 'an order that is JSON null',
    method: 'POST',
    path: '/api/v1/orders',
    headers: json,
    body: 'null',
    status: 400,
    shape: true,
  },
  {
    name: 'an order with a version above 2^31-1',
    method: 'POST',
    path: '/api/v1/orders',
    headers: json,
    body: JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      funnel: 'palmistry',
      funnelVersion: 2 ** 31,
      product: { kind: 'plan', planId: 'x' },
      currency: 'USD',
      customer: { email: 'a@example.com' },
    }),
    status: 400,
    shape: true,
  },
  {
    name: 'a webhook without a signature',
    method: 'POST',
    path: '/api/v1/webhooks/payments',
    headers: json,
    body: '{}',
    status: 401,
    shape: true,
  },
];

for (const c of CASES)
  test(`answers ${c.name} with ${c.status}`, async ({ request }) => {
    const response = await request.fetch(c.path, { method: c.method ?? 'GET', headers: c.headers, data: c.body });
    expect(response.status()).toBe(c.status);
    if (c.shape) expect(await response.json()).toEqual({ ...ERROR_SHAPE, originalStatusCode: c.status });
  });

test('caches a 404 briefly and a funnel page for a minute, stale for at most an hour behind a CDN', async ({
  request,
}) => {
  for (const path of ['/no-such-funnel', '/palmistry/no-such-step', '/tech/no-such-page']) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const maxAge = Number(/s-maxage=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1] ?? 0);
    expect(maxAge).toBeLessThanOrEqual(60);
  }
  const page = await request.get('/palmistry');
  expect(page.headers()['cache-control']).toBe('s-maxage=60, stale-while-revalidate=3540');
});

test('stores nothing for made-up funnel addresses', async ({ request }) => {
  const made = Array.from({ length: 10 }, () => `made-up-${crypto.randomUUID()}`);
  for (const slug of made) {
    expect((await request.get(`/${slug}`)).status()).toBe(404);
    expect((await request.get(`/${slug}/gender`)).status()).toBe(404);
  }
  // No page is stored under their names (before, each left an HTML, an RSC payload and its segments on disk).
  const stored = readdirSync('.next/server', { recursive: true }).map(String);
  expect(stored.filter((path) => made.some((slug) => path.includes(slug)))).toEqual([]);
});
