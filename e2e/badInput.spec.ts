import { readdirSync } from 'node:fs';
import { expect, test } from './support/visitor';

/**
 * Bad input gets a clear 4xx in the error shape (docs/errors.md#error-shape), never a 500, on the built app as visitors
 * and scripts reach it; what is not found is cached only briefly and stores nothing. Every API route's bad bodies,
 * paths and types are in apiRoutesBadInput.spec.ts.
 */
const ERROR_SHAPE = { originalError: expect.anything(), originalStatusCode: expect.any(Number) };
const json = { 'content-type': 'application/json' };

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
  const stored = readdirSync(`${process.env.NEXT_DIST_DIR || '.next'}/server`, { recursive: true }).map(String);
  expect(stored.filter((path) => made.some((slug) => path.includes(slug)))).toEqual([]);
});
